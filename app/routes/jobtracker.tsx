import type { Route } from "./+types/jobtracker";
import { ComingSoonPage } from "~/components/ui/coming-soon";
import { IconKanban } from "~/components/ui/icons";
import { RouteError } from "~/components/ui/route-error";

export const meta: Route.MetaFunction = () => [
  { title: "Job Tracker · Vitrine" },
  { name: "description", content: "Track every application on one board, from Applied to Offer, with AI insights for each role." },
];

export default function JobTrackerPage() {
  return (
    <ComingSoonPage
      eyebrow="Job Tracker"
      title="Job Application Tracker"
      description="Track every application on one board, from Applied to Offer, with AI insights for each role."
      Icon={IconKanban}
      upcoming={[
        "A five-column board: Applied, Interview, In Progress, Offer, Rejected",
        "Drag-and-drop cards with priorities, notes and contacts",
        "Search across job titles and companies",
        "AI resume tips, job matching and success prediction",
      ]}
      action={{ to: "/portfolio", label: "Back to your portfolio" }}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
