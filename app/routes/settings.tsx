import type { Route } from "./+types/settings";
import { ComingSoonPage } from "~/components/ui/coming-soon";
import { IconSettings } from "~/components/ui/icons";
import { RouteError } from "~/components/ui/route-error";

export const meta: Route.MetaFunction = () => [
  { title: "Settings · Vitrine" },
  { name: "description", content: "Manage your personal details, resume preferences and account security." },
];

export default function SettingsPage() {
  return (
    <ComingSoonPage
      eyebrow="Account"
      title="Settings"
      description="Manage your personal details, resume preferences and account security."
      Icon={IconSettings}
      upcoming={[
        "Profile: name, career stage and resume preferences",
        "Account: change your username and password",
        "Deactivate your account if you ever need to",
      ]}
      action={{ to: "/profile", label: "Edit your profile" }}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
