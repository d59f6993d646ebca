// Creative Gradient's section title and its education and certifications cards (split out of creative-gradient.tsx).
import type { ReactNode } from "react";
import { AwardIcon, GraduationCapIcon } from "lucide-react";
import type { PortfolioData } from "~/schemas/portfolio-model";
import { CertificationDetails, EducationDetails, IconCard } from "./blocks";
import { when } from "./shared";

const CARD = "flex break-inside-avoid gap-4 rounded-3xl bg-white/[0.04] p-6 ring-1 ring-white/10 print:p-0 print:ring-0";
const BADGE = "grid size-12 shrink-0 place-items-center rounded-2xl bg-linear-to-br text-white print:hidden";
const CARD_TITLE = "text-lg font-bold text-white print:text-slate-900";
const CARD_META = "mt-1 text-sm text-slate-400 print:text-slate-600";

export function Section({ id, kicker, title, children }: { id: string; kicker: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-10 text-center @3xl:mb-12 print:mb-4 print:text-left">
        <p className="text-sm font-semibold uppercase tracking-[0.25em] text-fuchsia-300 print:text-slate-600" aria-hidden="true">
          {kicker}
        </p>
        <h2 id={id} className="mt-2 text-3xl font-black tracking-tight text-white @3xl:text-5xl print:text-2xl print:text-slate-900">
          {title}
        </h2>
        <span
          className="mx-auto mt-4 block h-1.5 w-20 rounded-full bg-linear-to-r from-violet-500 via-fuchsia-500 to-orange-400 print:hidden"
          aria-hidden="true"
        />
      </div>
      {children}
    </section>
  );
}

/** Education and certifications side by side (one column when only one has entries); nothing when both are empty. */
export function EducationAndCertifications({ data }: { data: PortfolioData }) {
  if (!when(data.education) && !when(data.certifications)) return null;
  return (
    <div className={`grid gap-24 @3xl:gap-10 ${when(data.education) && when(data.certifications) ? "@4xl:grid-cols-2" : ""} print:gap-10`}>
      {when(data.education) ? (
        <Section id="cg-education" kicker="Where I learned" title="Education">
          <ul className="space-y-4">
            {data.education.map((item, index) => (
              <IconCard
                key={index}
                className={CARD}
                badgeClassName={`${BADGE} from-cyan-700 to-blue-800`}
                icon={GraduationCapIcon}
                iconClassName="size-6"
              >
                <EducationDetails
                  item={item}
                  degreeClassName={CARD_TITLE}
                  schoolClassName="font-semibold text-cyan-300 print:text-slate-700"
                  metaClassName={CARD_META}
                  descriptionClassName="mt-3 text-sm leading-relaxed"
                />
              </IconCard>
            ))}
          </ul>
        </Section>
      ) : null}
      {when(data.certifications) ? (
        <Section id="cg-certifications" kicker="Proof of practice" title="Certifications">
          <ul className="space-y-4">
            {data.certifications.map((cert, index) => (
              <IconCard
                key={index}
                className={CARD}
                badgeClassName={`${BADGE} from-amber-700 to-rose-800`}
                icon={AwardIcon}
                iconClassName="size-6"
              >
                <CertificationDetails
                  cert={cert}
                  nameClassName={CARD_TITLE}
                  issuerClassName="font-semibold text-amber-300 print:text-slate-700"
                  datesClassName={CARD_META}
                  linkClassName="mt-3 inline-flex items-center gap-1.5 text-sm font-bold text-fuchsia-300 underline-offset-4 hover:text-fuchsia-200 hover:underline print:hidden"
                />
              </IconCard>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
