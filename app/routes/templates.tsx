import type { Route } from "./+types/templates";
import { ComingSoonPage } from "~/components/ui/coming-soon";
import { IconLayout } from "~/components/ui/icons";
import { RouteError } from "~/components/ui/route-error";

export const meta: Route.MetaFunction = () => [
  { title: "Templates · Vitrine" },
  { name: "description", content: "Pick one of five professionally designed templates for your public portfolio and preview any of them first." },
];

export default function TemplatesPage() {
  return (
    <ComingSoonPage
      eyebrow="Templates"
      title="Choose Your Template"
      description="Pick one of five professionally designed templates for your public portfolio and preview any of them first."
      Icon={IconLayout}
      upcoming={[
        "A gallery of five portfolio templates",
        "A full-page preview of each template in a new tab",
        "One-click selection you can change at any time",
      ]}
      action={{ to: "/portfolio", label: "Go to your portfolio" }}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
