// The deploy progress (spec part 1 sections 4 and 9): the bar, the current message and the five steps.
import { Check } from "lucide-react";
import { Spinner } from "~/components/ui/button";
import { DEPLOY_STEPS } from "./model";

export interface DeployProgressState {
  progress: number;
  stepIndex: number;
  message: string;
}

export function DeployProgress({ state, done }: { state: DeployProgressState; done: boolean }) {
  return (
    <div className="mt-6">
      <div className="flex items-baseline justify-between gap-4">
        <p className="text-sm font-medium text-slate-700" aria-live="polite" data-testid="deploy-message">
          {state.message}
        </p>
        <p className="text-sm font-semibold tabular-nums text-slate-900" aria-hidden="true">
          {state.progress}%
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Deployment progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={state.progress}
        aria-valuetext={`${state.progress}%: ${state.message}`}
        className="mt-2.5 h-3 overflow-hidden rounded-full bg-slate-100 ring-1 ring-inset ring-slate-200/60"
      >
        <div
          className={`relative h-full rounded-full bg-gradient-to-r transition-[width] duration-700 ease-out ${
            done ? "from-emerald-500 to-teal-400" : "from-indigo-600 via-violet-500 to-fuchsia-500"
          }`}
          style={{ width: `${state.progress}%` }}
        >
          {done ? null : <span aria-hidden="true" className="absolute inset-0 animate-pulse bg-white/20 motion-reduce:hidden" />}
        </div>
      </div>
      <ol className="mt-6 grid gap-2.5 sm:grid-cols-5 sm:gap-3" aria-label="Deployment steps">
        {DEPLOY_STEPS.map((step, index) => {
          const state_ = index < state.stepIndex ? "done" : index === state.stepIndex ? "current" : "pending";
          return (
            <li
              key={step.progress}
              data-state={state_}
              aria-current={state_ === "current" ? "step" : undefined}
              className={`flex items-center gap-2.5 rounded-xl px-3 py-2.5 text-sm ring-1 transition sm:flex-col sm:items-start sm:gap-2 ${
                state_ === "done"
                  ? "bg-emerald-50/70 text-emerald-900 ring-emerald-100"
                  : state_ === "current"
                    ? "bg-indigo-50 text-indigo-900 ring-indigo-200"
                    : "bg-white text-slate-500 ring-slate-200"
              }`}
            >
              <span
                className={`grid size-6 shrink-0 place-items-center rounded-full text-[11px] font-bold ${
                  state_ === "done"
                    ? "bg-emerald-500 text-white"
                    : state_ === "current"
                      ? "bg-indigo-600 text-white"
                      : "bg-slate-100 text-slate-500"
                }`}
              >
                {state_ === "done" ? (
                  <Check className="size-3.5" aria-hidden="true" />
                ) : state_ === "current" ? (
                  <Spinner className="size-3.5" />
                ) : (
                  index + 1
                )}
              </span>
              <span className="leading-5">
                {step.message.replace(/\.\.\.$/, "")}
                <span className="sr-only">{state_ === "done" ? " (done)" : state_ === "current" ? " (in progress)" : ""}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
