export default function Page() {
  return <div>signin</div>;
}
