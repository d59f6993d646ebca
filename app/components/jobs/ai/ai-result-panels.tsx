// The Tips, Match and Predict tab panels of the AI Career Insights dialog: each has its analyse button
// ('Analyze Resume', 'Analyze Match', 'Calculate Score'), the progress while it runs, and its result.
import { Spinner } from "~/components/ui/button";
import { ArrowUp, Briefcase, FileText, Gauge, Lightbulb, ShieldCheck, Sparkles, Target, TrendingUp, Trophy } from "lucide-react";
import type { ReactNode } from "react";
import { ANALYSIS_NAMES, matchMessage, successMessage, type AnalysisSource, type AnalysisType } from "~/schemas/ai-rules";
import type { JobMatchingResult, ResumeTipsResult, SuccessPredictionResult } from "~/schemas/ai";
import { ANALYZE_BUTTONS, bandStyle, factorRows, percent, PRIORITY_LABELS, priorityKind } from "./ai-dialog-logic";
import { AnalysisProgress, Card, Chip, Lines, PercentBar, ScoreRing, SourceLine } from "./ai-ui";
import { CopyButton, NumberedCopyList } from "../job-ui";

/** Each analysis's introduction (before its first result) and the names of its score. */
const PANELS: Record<AnalysisType, { text: string; Icon: typeof FileText; scoreLabel: string; scoreTitle: string }> = {
  resumeTips: {
    text: "Score your resume for this role and get prioritised, concrete suggestions you can paste straight into it.",
    Icon: FileText,
    scoreLabel: "Score",
    scoreTitle: "Overall resume score",
  },
  jobMatching: {
    text: "See how your skills and experience line up with this job description, and which skills are worth developing.",
    Icon: Target,
    scoreLabel: "Match",
    scoreTitle: "Overall match",
  },
  successPrediction: {
    text: "Estimate your chances for this application from your skills, experience and resume quality, factor by factor.",
    Icon: TrendingUp,
    scoreLabel: "Success",
    scoreTitle: "Success score",
  },
};

export interface PanelState {
  running: boolean;
  /** Another analysis is running: this panel's button waits. */
  busy: boolean;
  cached: boolean;
  onAnalyze: () => void;
}

/** 'Analyze Resume' / 'Analyze Match' / 'Calculate Score': prominent before the first result, quieter after. */
function AnalyzeButton({ type, hasResult, state }: { type: AnalysisType; hasResult: boolean; state: PanelState }) {
  return (
    <button
      type="button"
      onClick={state.onAnalyze}
      disabled={state.running || state.busy}
      className={`inline-flex shrink-0 items-center justify-center gap-2 rounded-xl px-5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed ${
        hasResult
          ? "h-9 border border-indigo-200 bg-white text-indigo-700 shadow-sm hover:bg-indigo-50 disabled:opacity-60"
          : "h-11 bg-gradient-to-r from-indigo-600 to-violet-600 text-white shadow-md shadow-indigo-600/20 hover:from-indigo-500 hover:to-violet-500 disabled:opacity-70"
      }`}
    >
      {state.running ? <Spinner /> : <Sparkles aria-hidden="true" className="size-4" />}
      {state.running ? "Analyzing..." : ANALYZE_BUTTONS[type]}
    </button>
  );
}

/** The top of every analysis panel: what it does and its button (until there is a result), and the progress. */
function AnalyzeBar({ type, hasResult, state }: { type: AnalysisType; hasResult: boolean; state: PanelState }) {
  const { text, Icon } = PANELS[type];
  if (hasResult && !state.running) return null;
  return (
    <div className="space-y-4">
      {hasResult ? null : (
        <div className="flex flex-col gap-4 rounded-2xl border border-indigo-100 bg-gradient-to-br from-indigo-50/80 via-white to-violet-50/80 p-5 sm:flex-row sm:items-center sm:p-6">
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-md shadow-indigo-600/25">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold text-slate-900">{ANALYSIS_NAMES[type]}</h3>
            <p className="mt-1 text-sm leading-6 text-slate-600">{text}</p>
          </div>
          <AnalyzeButton type={type} hasResult={false} state={state} />
        </div>
      )}
      {state.running ? <AnalysisProgress type={type} /> : null}
    </div>
  );
}

/** The headline of a result: the ring, a message and the engine line. */
function ScoreHeader({
  value,
  label,
  title,
  message,
  children,
  source,
  action,
}: {
  value: number;
  label: string;
  title: string;
  message: ReactNode;
  children?: ReactNode;
  source: ReactNode;
  action: ReactNode;
}) {
  const style = bandStyle(percent(value));
  return (
    <section className="flex flex-col items-center gap-5 rounded-2xl border border-slate-200 bg-gradient-to-br from-white to-indigo-50/50 p-5 shadow-sm sm:flex-row sm:items-center sm:p-6">
      <ScoreRing value={value} label={label} />
      <div className="min-w-0 flex-1 text-center sm:text-left">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
        <p data-score-message className={`mt-1 text-base font-semibold sm:text-lg ${style.text}`}>
          {message}
        </p>
        {children}
        <div className="mt-3 flex flex-col items-center gap-3 sm:flex-row sm:items-center sm:justify-between">
          {source}
          {action}
        </div>
      </div>
    </section>
  );
}

/** A tab panel's frame: the analyse bar, then the score header and the result's own sections once there is one. */
function ResultPanel<R extends { source?: AnalysisSource }>({
  type,
  result,
  state,
  score,
  children,
}: {
  type: AnalysisType;
  result: R | undefined;
  state: PanelState;
  score: (result: R) => { value: number; message: ReactNode; extra?: ReactNode };
  children: (result: R) => ReactNode;
}) {
  const header = result ? score(result) : null;
  return (
    <div className="space-y-5">
      <AnalyzeBar type={type} hasResult={Boolean(result)} state={state} />
      {result && header ? (
        <>
          <ScoreHeader
            value={header.value}
            label={PANELS[type].scoreLabel}
            title={PANELS[type].scoreTitle}
            message={header.message}
            source={<SourceLine source={result.source} cached={state.cached} />}
            action={<AnalyzeButton type={type} hasResult state={state} />}
          >
            {header.extra}
          </ScoreHeader>
          {children(result)}
        </>
      ) : null}
    </div>
  );
}

const PRIORITY_TONES = {
  high: "bg-rose-50 text-rose-700 ring-rose-200",
  medium: "bg-amber-50 text-amber-800 ring-amber-200",
  other: "bg-sky-50 text-sky-800 ring-sky-200",
} as const;

/** What a result panel with copyable lines is given: the saved result (if any), the panel state and the copy action. */
type CopyablePanelProps<R> = { result: R | undefined; state: PanelState; onCopy: (text: string) => void };

export function TipsPanel({ result, state, onCopy }: CopyablePanelProps<ResumeTipsResult>) {
  return (
    <ResultPanel
      type="resumeTips"
      result={result}
      state={state}
      score={(result) => ({ value: result.overallScore, message: result.summary })}
    >
      {(result) => (
        <>
          <Card
            icon={<Lightbulb aria-hidden="true" className="size-4" />}
            title="Suggestions"
            tone="indigo"
            aside={<Count n={result.tips.length} one="tip" many="tips" />}
          >
            {result.tips.length === 0 ? (
              <p className="text-sm text-slate-500">No suggestions: your resume covers every check.</p>
            ) : (
              <ol className="space-y-3">
                {result.tips.map((tip, index) => {
                  const kind = priorityKind(tip.priority);
                  return (
                    <li key={index} data-tip className="rounded-xl border border-slate-200 bg-slate-50/50 p-3.5 sm:p-4">
                      <div className="flex flex-wrap items-center gap-2">
                        <span
                          data-priority={kind}
                          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${PRIORITY_TONES[kind]}`}
                        >
                          {PRIORITY_LABELS[kind]}
                        </span>
                        <span className="rounded-full bg-white px-2.5 py-0.5 text-xs font-medium text-slate-600 ring-1 ring-inset ring-slate-200">
                          {tip.category}
                        </span>
                      </div>
                      <div className="mt-2.5 flex items-start gap-2">
                        <p data-suggestion className="min-w-0 flex-1 break-words text-sm font-medium leading-6 text-slate-900">
                          {tip.suggestion}
                        </p>
                        <CopyButton label={`Copy suggestion ${index + 1}`} onCopy={() => onCopy(tip.suggestion)} />
                      </div>
                      {tip.explanation ? <p className="mt-1 break-words text-sm leading-6 text-slate-600">{tip.explanation}</p> : null}
                    </li>
                  );
                })}
              </ol>
            )}
          </Card>
        </>
      )}
    </ResultPanel>
  );
}

const SKILL_CARDS = {
  match: {
    title: "Matched skills",
    tone: "emerald",
    icon: ShieldCheck,
    listAttribute: "data-matched-skills",
    none: "None of the job's skills were found in your resume.",
  },
  missing: {
    title: "Skills to develop",
    tone: "amber",
    icon: ArrowUp,
    listAttribute: "data-missing-skills",
    none: "Your resume covers every skill the job names.",
  },
} as const;

/** The job's skills found in the resume, or those still to develop, as chips. */
function SkillsCard({ kind, skills }: { kind: keyof typeof SKILL_CARDS; skills: string[] }) {
  const { title, tone, icon: Icon, listAttribute, none } = SKILL_CARDS[kind];
  return (
    <Card
      icon={<Icon aria-hidden="true" className="size-4" />}
      title={title}
      tone={tone}
      aside={<Count n={skills.length} one="skill" many="skills" />}
    >
      {skills.length ? (
        <ul {...{ [listAttribute]: true }} className="flex flex-wrap gap-1.5">
          {skills.map((skill) => (
            <Chip key={skill} tone={kind}>
              {skill}
            </Chip>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">{none}</p>
      )}
    </Card>
  );
}

export function MatchPanel({ result, state, onCopy }: CopyablePanelProps<JobMatchingResult>) {
  return (
    <ResultPanel
      type="jobMatching"
      result={result}
      state={state}
      score={(result) => ({ value: result.overallMatch, message: matchMessage(percent(result.overallMatch)) })}
    >
      {(result) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <SkillsCard kind="match" skills={result.skillsMatch.matchedSkills} />
            <SkillsCard kind="missing" skills={result.skillsMatch.missingSkills} />
          </div>
          <Card icon={<Briefcase aria-hidden="true" className="size-4" />} title="Experience" tone="violet">
            <PercentBar name="Experience score" value={result.experienceMatch.score} />
            <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
              <dt className="font-medium text-slate-500">Level match</dt>
              <dd data-level-match className="font-semibold text-slate-900">
                {result.experienceMatch.levelMatch}
              </dd>
              <dt className="font-medium text-slate-500">Relevant experience</dt>
              <dd className="break-words leading-6 text-slate-700">
                {result.experienceMatch.relevantExperience || "Not found in your resume."}
              </dd>
            </dl>
          </Card>
          <Card icon={<Lightbulb aria-hidden="true" className="size-4" />} title="Recommendations" tone="indigo">
            <CopyableLines
              items={result.recommendations}
              empty="No recommendations: you are well aligned."
              label="recommendation"
              onCopy={onCopy}
            />
          </Card>
        </>
      )}
    </ResultPanel>
  );
}

export function PredictPanel({ result, state }: { result: SuccessPredictionResult | undefined; state: PanelState }) {
  const factors = factorRows(result?.factors);
  return (
    <ResultPanel
      type="successPrediction"
      result={result}
      state={state}
      score={(result) => ({
        value: result.successScore,
        message: successMessage(percent(result.successScore)),
        extra: (
          <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm text-slate-700 ring-1 ring-inset ring-slate-200">
            <Gauge aria-hidden="true" className="size-4 text-indigo-600" />
            Confidence{" "}
            <span data-confidence className="font-semibold text-slate-900">
              {percent(result.confidence)}%
            </span>
          </p>
        ),
      })}
    >
      {(result) => (
        <>
          <Card icon={<TrendingUp aria-hidden="true" className="size-4" />} title="Success factors" tone="indigo">
            {factors.length ? (
              <div className="space-y-4">
                {factors.map((factor) => (
                  <PercentBar key={factor.name} name={factor.name} value={factor.value} />
                ))}
              </div>
            ) : (
              <p className="text-sm text-slate-500">No factors were reported.</p>
            )}
          </Card>
          <Card icon={<Lightbulb aria-hidden="true" className="size-4" />} title="Key insights" tone="violet">
            <Lines items={result.insights} empty="No insights for this job yet." />
          </Card>
          <div className="grid gap-4 sm:grid-cols-2">
            <Card icon={<ArrowUp aria-hidden="true" className="size-4" />} title="Areas for improvement" tone="amber">
              <Lines items={result.improvementAreas} empty="Nothing stands out to improve." marker="arrow" />
            </Card>
            <Card icon={<Trophy aria-hidden="true" className="size-4" />} title="Competitive advantages" tone="emerald">
              <Lines
                items={result.competitiveAdvantages}
                empty="Add the job's key skills to your resume to build an edge."
                marker="check"
              />
            </Card>
          </div>
        </>
      )}
    </ResultPanel>
  );
}

function CopyableLines({
  items,
  empty,
  label,
  onCopy,
}: {
  items: readonly string[];
  empty: string;
  label: string;
  onCopy: (text: string) => void;
}) {
  if (items.length === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <NumberedCopyList
      items={items}
      copyLabel={label}
      onCopy={onCopy}
      itemClassName="p-3 ring-1 ring-inset ring-indigo-100"
      className="space-y-2"
    />
  );
}

function Count({ n, one, many }: { n: number; one: string; many: string }) {
  return (
    <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-600">{`${n} ${n === 1 ? one : many}`}</span>
  );
}
