import { redirect } from "react-router";

// Any unknown path redirects to / (spec part 1 section 2.1).
export function loader() {
  return redirect("/");
}

export function action() {
  return redirect("/");
}
