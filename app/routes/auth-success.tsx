export default function Page() {
  return <div>auth-success</div>;
}
