// The landing page's four steps (#how-it-works); a signed-in visitor sees the steps already done.
import { Check, PanelsTopLeft, Sparkles, SquareKanban, Trophy } from "lucide-react";
import { type IconType, LandingSection, type LandingUser } from "./section";

export function Journey({ user }: { user: LandingUser | null }) {
  const steps: { title: string; body: string; Icon: IconType; done: boolean }[] = [
    {
      title: "Build Portfolio",
      body: "Create your account and fill in your profile, or import it from your resume.",
      Icon: PanelsTopLeft,
      done: !!user,
    },
    {
      title: "Track Applications",
      body: "Pick a template and add every role you apply for to your board.",
      Icon: SquareKanban,
      done: !!user?.selectedTemplate,
    },
    {
      title: "Get AI Insights",
      body: "Tailor your resume and see your match and success odds for each job.",
      Icon: Sparkles,
      done: false,
    },
    {
      title: "Land Your Dream Job",
      body: "Publish your portfolio, ace the interviews and accept the offer.",
      Icon: Trophy,
      done: !!user?.portfolioDeployed,
    },
  ];
  return (
    <LandingSection
      id="how-it-works"
      eyebrow="How it works"
      title="Your journey to the next role"
      intro="Four steps from a blank page to a signed offer."
      className="border-y border-slate-200 bg-slate-50 py-20 sm:py-28"
    >
      <ol className="mt-14 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, i) => (
          <li
            key={step.title}
            data-done={step.done}
            className="relative rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
          >
            <span
              className={`relative mx-auto grid size-9 place-items-center rounded-full text-sm font-bold ring-4 ring-white ${
                step.done ? "bg-emerald-500 text-white" : "bg-gradient-to-br from-indigo-500 to-violet-600 text-white"
              }`}
            >
              {step.done ? <Check className="size-5" aria-hidden="true" /> : i + 1}
            </span>
            <span className="sr-only">{step.done ? `Step ${i + 1}, done:` : `Step ${i + 1}:`}</span>
            <h3 className="mt-5 text-base font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{step.body}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
