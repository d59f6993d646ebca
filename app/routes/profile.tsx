export default function Page() {
  return <div>profile</div>;
}
