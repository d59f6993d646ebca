import type { Route } from "./+types/portfolio";
import { ComingSoonPage } from "~/components/ui/coming-soon";
import { IconBriefcase } from "~/components/ui/icons";
import { RouteError } from "~/components/ui/route-error";

export const meta: Route.MetaFunction = () => [
  { title: "Portfolio · Vitrine" },
  { name: "description", content: "Publish your portfolio at your personal address and manage your deployment from here." },
];

export default function PortfolioPage() {
  return (
    <ComingSoonPage
      eyebrow="Manage Portfolio"
      title="Your Portfolio"
      description="Publish your portfolio at your personal address and manage your deployment from here."
      Icon={IconBriefcase}
      upcoming={[
        "One-click deployment to your personal portfolio address",
        "Live deployment progress and status",
        "A shareable link to your public portfolio",
        "Messages from visitors through your contact form",
      ]}
      action={{ to: "/templates", label: "Browse templates" }}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
