// The landing page's four feature cards (#features).
import { Globe, PanelsTopLeft, SquareKanban, Zap } from "lucide-react";
import { type IconType, LandingSection } from "./section";

const FEATURES: { title: string; body: string; Icon: IconType; tint: string }[] = [
  {
    title: "Lightning Fast Setup",
    body: "Fill in your profile once — or start from your resume — and go from sign-up to a polished portfolio in minutes.",
    Icon: Zap,
    tint: "from-amber-400 to-orange-500 shadow-orange-500/25",
  },
  {
    title: "Your Personal Domain",
    body: "Publish at your own address, like /portfolio/yourname, and share one link on your resume, LinkedIn and email signature.",
    Icon: Globe,
    tint: "from-sky-400 to-blue-600 shadow-blue-500/25",
  },
  {
    title: "Professional Templates",
    body: "Choose from five professionally designed templates. Your content flows into each one, so switching takes a click.",
    Icon: PanelsTopLeft,
    tint: "from-indigo-500 to-violet-600 shadow-indigo-500/25",
  },
  {
    title: "Smart Job Tracking",
    body: "Follow every application from Applied to Offer on a drag-and-drop board with priorities, notes and contacts.",
    Icon: SquareKanban,
    tint: "from-emerald-400 to-teal-600 shadow-emerald-500/25",
  },
];

export function FeatureGrid() {
  return (
    <LandingSection
      id="features"
      eyebrow="Everything in one place"
      title="Stand out, stay organised, get hired"
      intro="Vitrine brings your portfolio, your applications and AI guidance together, so you spend less time on admin and more time on the roles that matter."
      className="pt-12 pb-20 sm:pt-16 sm:pb-28"
    >
      <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ title, body, Icon, tint }) => (
          <li
            key={title}
            className="group relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-lg hover:shadow-indigo-500/5"
          >
            <span className={`grid size-11 place-items-center rounded-xl bg-gradient-to-br text-white shadow-lg ${tint}`}>
              <Icon className="size-5" />
            </span>
            <h3 className="mt-5 text-base font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{body}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
