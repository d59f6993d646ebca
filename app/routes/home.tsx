import { Link } from "react-router";
import { Logo } from "~/components/logo";

export default function Home() {
  return (
    <main className="p-8">
      <Logo />
      <h1 className="mt-8 text-4xl font-bold">Your Complete Career Success Platform</h1>
      <Link to="/signin">Start Building Free</Link>
    </main>
  );
}
