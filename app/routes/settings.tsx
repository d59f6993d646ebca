export default function Page() {
  return <div>settings</div>;
}
