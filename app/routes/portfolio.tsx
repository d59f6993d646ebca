export default function Page() {
  return <div>portfolio</div>;
}
