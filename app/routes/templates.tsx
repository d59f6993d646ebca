export default function Page() {
  return <div>templates</div>;
}
