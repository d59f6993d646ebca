// The Deploy button's journey with JavaScript (spec part 1 section 4): the form goes to the route action
// through a fetcher while the progress bar walks through 20, 40, 60, 80 and 95 every 800 ms; once both the
// animation and the server are done it shows 100, toasts, and reloads the page data 2 s later. A failure
// stops at once: error state, progress 0, a toast, and Try Again.
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { useToast } from "~/components/ui/toast";
import { type ActionResult, transportFailure } from "~/lib/action-result";
import { DEPLOY_FALLBACKS, type PortfolioIntent } from "~/schemas/portfolio-actions";
import { DEPLOY_STEP_MS, DEPLOY_STEPS, RELOAD_AFTER_DEPLOY_MS } from "./model";

/** The /portfolio action's answer to the deploy fetcher (routes/portfolio.server.ts). */
type DeployResult = ActionResult<PortfolioIntent, { message: string }>;

type Phase = "idle" | "deploying" | "deployed" | "failed";

export interface DeployFlow {
  phase: Phase;
  /** 0-100, what the progress bar shows. */
  progress: number;
  /** Index of the step in progress (DEPLOY_STEPS.length once every step is done). */
  stepIndex: number;
  message: string;
  error: string | null;
  /** onSubmit of the deploy form: sends it through the fetcher instead of a full page post. */
  start(event: React.FormEvent<HTMLFormElement>): void;
  /** Try Again: back to the status the server reports. */
  retry(): void;
}

export function useDeployFlow(): DeployFlow {
  const fetcher = useFetcher<DeployResult>({ key: "portfolio-deploy" });
  const revalidator = useRevalidator();
  const toast = useToast();
  const [phase, setPhase] = useState<Phase>("idle");
  // DEPLOY_STEPS.length means the animation has finished and only waits for the server.
  const [stepIndex, setStepIndex] = useState(0);
  const [result, setResult] = useState<DeployResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const requestSeen = useRef(false);

  const start = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const formData = new FormData(event.currentTarget);
      requestSeen.current = false;
      setResult(null);
      setError(null);
      setStepIndex(0);
      setPhase("deploying");
      fetcher.submit(formData, { method: "post", action: "/portfolio" });
    },
    [fetcher],
  );

  // fetcher.data still holds the previous answer until the new one arrives: only take an answer once this
  // submission has been seen in flight.
  useEffect(() => {
    if (phase !== "deploying") return;
    if (fetcher.state !== "idle") requestSeen.current = true;
    else if (requestSeen.current) {
      requestSeen.current = false;
      setResult(fetcher.data ?? transportFailure("deploy", "network", DEPLOY_FALLBACKS.deploy));
    }
  }, [phase, fetcher.state, fetcher.data]);

  // The progress animation.
  useEffect(() => {
    if (phase !== "deploying" || stepIndex >= DEPLOY_STEPS.length) return;
    const timer = setTimeout(() => setStepIndex((index) => index + 1), DEPLOY_STEP_MS);
    return () => clearTimeout(timer);
  }, [phase, stepIndex]);

  // The outcome: a failure stops the animation at once; a success waits for the last step.
  useEffect(() => {
    if (phase !== "deploying" || !result) return;
    if (result.status !== "success") {
      const message = (result.status === "error" && result.message) || DEPLOY_FALLBACKS.deploy;
      setError(message);
      setPhase("failed");
      toast.error(message);
    } else if (stepIndex >= DEPLOY_STEPS.length) {
      setPhase("deployed");
      toast.success(result.data.message);
    }
  }, [phase, result, stepIndex, toast]);

  // Reload the page data 2 s after reaching 100 (spec part 1 section 9).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the revalidator changes on every revalidation; the timer must run once per success.
  useEffect(() => {
    if (phase !== "deployed") return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      await revalidator.revalidate();
      if (!cancelled) setPhase("idle");
    }, RELOAD_AFTER_DEPLOY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [phase]);

  const retry = useCallback(() => {
    setPhase("idle");
    setError(null);
    setResult(null);
  }, []);

  const lastStep = DEPLOY_STEPS[DEPLOY_STEPS.length - 1]!;
  const current = DEPLOY_STEPS[Math.min(stepIndex, DEPLOY_STEPS.length - 1)]!;
  const progress = phase === "deployed" ? 100 : phase === "deploying" ? current.progress : 0;
  const message =
    phase === "deployed"
      ? result?.status === "success"
        ? result.data.message
        : ""
      : phase === "deploying"
        ? stepIndex >= DEPLOY_STEPS.length
          ? lastStep.message
          : current.message
        : "";

  return { phase, progress, stepIndex: phase === "deployed" ? DEPLOY_STEPS.length : stepIndex, message, error, start, retry };
}
