import type { Route } from "./+types/profile";
import { ComingSoonPage } from "~/components/ui/coming-soon";
import { IconUser } from "~/components/ui/icons";
import { RouteError } from "~/components/ui/route-error";

export const meta: Route.MetaFunction = () => [
  { title: "Profile · Vitrine" },
  { name: "description", content: "Add your experience, education, projects and skills — or import them from your resume — to power your portfolio." },
];

export default function ProfilePage() {
  return (
    <ComingSoonPage
      eyebrow="Profile"
      title="Build Your Professional Profile"
      description="Add your experience, education, projects and skills — or import them from your resume — to power your portfolio."
      Icon={IconUser}
      upcoming={[
        "Quick Profile Setup: fill your profile in from your resume",
        "Personal info, social links and a profile photo",
        "Professional title, summary and skills",
        "Work experience, education and projects with a completion bar",
      ]}
      action={{ to: "/templates", label: "Browse templates" }}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
