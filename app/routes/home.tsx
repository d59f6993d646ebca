// Landing page (spec part 1 section 2.2). The root loader already knows the visitor, so the server renders
// the signed-in or signed-out variant directly. The sections live in app/components/landing/.
import { AiBanner } from "~/components/landing/ai-banner";
import { AiFeatures } from "~/components/landing/ai-features";
import { FeatureGrid } from "~/components/landing/features";
import { Hero } from "~/components/landing/hero";
import { JobTrackingShowcase } from "~/components/landing/job-tracking";
import { Journey } from "~/components/landing/journey";
import { LandingHeader } from "~/components/landing/landing-header";
import { SiteFooter } from "~/components/site-footer";
import { hasUser, type PageHandle } from "~/lib/hydration";
import { useRootData } from "~/root";
import type { Route } from "./+types/home";

/** Signed out, nothing here needs React in the browser: plain HTML and the small public script (app/lib/hydration.ts). */
export const handle: PageHandle = { hydrate: ({ rootData }) => hasUser(rootData), enhance: true };

export const meta: Route.MetaFunction = () => [
  { title: "Vitrine · Your Complete Career Success Platform" },
  {
    name: "description",
    content:
      "Build a professional portfolio in minutes, track every job application on one board and get AI insights on your resume, job match and chances of success.",
  },
];

export default function Home() {
  const user = useRootData()?.user ?? null;
  return (
    <div className="min-h-screen bg-white">
      <LandingHeader user={user} />
      <main>
        <Hero user={user} />
        <FeatureGrid />
        <JobTrackingShowcase signedIn={!!user} />
        <AiFeatures />
        <Journey user={user} />
        <AiBanner signedIn={!!user} />
      </main>
      <SiteFooter signedIn={!!user} />
    </div>
  );
}
