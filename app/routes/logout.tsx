export default function Page() {
  return <div>logout</div>;
}
