export default function Page() {
  return <div>jobtracker</div>;
}
