export default function Page() {
  return <div>dev-mailbox</div>;
}
