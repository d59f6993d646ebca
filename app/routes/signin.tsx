// /signin (spec part 1 section 2.3): sign in, sign up (email, code, complete registration) and the password
// reset (email, code, new password) on one page. The step and the values it carries come back in every answer's
// data, and every step also works without JavaScript (plain form posts). The step forms live in
// app/components/signin/; the contract (steps, headings, carried values) in app/schemas/signin.ts.
import { MessagePage } from "~/components/ui/message-page";
import { ChevronLeft } from "lucide-react";
import { type MouseEvent, type ReactNode, useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { LogoMark } from "~/components/logo";
import { BrandPanel } from "~/components/signin/brand";
import { OtpForm } from "~/components/signin/otp-form";
import { CarryFields, CompleteForm, EmailForm, GotoButton, ResetForm, SignInForm } from "~/components/signin/step-forms";
import { useActionResult } from "~/components/ui/use-action-result";
import { byIntent, OFFLINE_MESSAGE, REQUEST_TIMEOUT_MS, submitOrFailure, TIMED_OUT_MESSAGE } from "~/lib/client-action";
import { BACK, type Carry, HEADINGS, isResendIntent, SIGNIN_FAILURES, type SigninResult, type Step } from "~/schemas/signin";
import type { Route } from "./+types/signin";
import { signinAction, signinLoader } from "./signin.server";
import { pageMeta } from "~/lib/page-meta";
import type { PageHandle } from "~/lib/hydration";
import { ToastCard } from "~/components/ui/toast";

/**
 * The first step (email and password) is plain HTML with the public pages' small script (app/public/enhance-script.ts):
 * it posts the sign-in form with fetch, so a lost connection, a timeout or a failing server keeps the page and what
 * was typed and shows the step's message (issue 14); "Sign up" and "Forgot password?" post their goto, and the
 * answer for any later step loads the full app. Without JavaScript every form is a plain post.
 */
export const handle: PageHandle = {
  hydrate: ({ loaderData, actionData }) => {
    const answered = (actionData as SigninResult | undefined)?.data?.step;
    return (answered ?? (loaderData as { step?: Step } | undefined)?.step) !== "signin";
  },
  enhance: true,
};

export const meta: Route.MetaFunction = () => pageMeta("Sign in", "Sign in or create your Vitrine account.");

export const loader = ({ request, context }: Route.LoaderArgs) => signinLoader(request, context);

export const action = ({ request, context }: Route.ActionArgs) => signinAction(request, context);

const failureMessage = byIntent(SIGNIN_FAILURES, SIGNIN_FAILURES.signin!);

/** A step that gets no usable answer stays on screen with its fallback (a resend's shows inline, not as a toast). */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitOrFailure(request, serverAction, failureMessage, { inline: isResendIntent });
}

const SUBTITLES: Record<Step, (email?: string) => ReactNode> = {
  signin: () => "Sign in to manage your portfolio, applications and insights.",
  signup: () => "Start with your email. We'll send you a 6-digit verification code.",
  otp: (email) => (
    <>
      We sent a 6-digit code to <span className="font-medium text-slate-900">{email || "your email"}</span>.
    </>
  ),
  complete: (email) => (
    <>
      Almost there! Set up your profile for <span className="font-medium text-slate-900">{email}</span>.
    </>
  ),
  forgot: () => "Enter your account email and we'll send you a reset code.",
  "forgot-otp": (email) => (
    <>
      We sent a password reset code to <span className="font-medium text-slate-900">{email || "your email"}</span>.
    </>
  ),
  reset: () => "Choose a strong password you haven't used before.",
};

interface FlowState {
  step: Step;
  carry: Carry;
  sentAt: number | null;
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as SigninResult | undefined;
  const answer = result?.data;
  const [flow, setFlow] = useState<FlowState>(() => ({
    step: answer?.step ?? loaderData.step,
    carry: answer?.carry ?? {},
    sentAt: answer?.sentAt ?? null,
  }));

  useEffect(() => {
    if (!answer) return;
    setFlow((prev) => ({
      step: answer.step,
      carry: answer.carry,
      sentAt: answer.sentAt ?? (answer.step === prev.step ? prev.sentAt : null),
    }));
  }, [answer]);

  useActionResult(result);

  const goTo = (step: Step) => (event: MouseEvent<HTMLButtonElement>) => {
    // With JavaScript the step changes in place; without it the button posts goto:<step>.
    event.preventDefault();
    setFlow((prev) => ({ ...prev, step }));
  };

  const { step, carry } = flow;
  const submission = result?.status === "invalid" && answer?.step === step ? result.submission : undefined;
  const back = BACK[step];

  return (
    <div className="flex min-h-screen bg-white">
      <BrandPanel />
      <main className="flex flex-1 flex-col px-5 py-8 sm:px-10">
        <div className="flex items-center justify-between">
          <Link to="/" className="inline-flex items-center gap-2 font-bold tracking-tight text-slate-900 lg:invisible">
            <LogoMark className="size-8" />
            <span className="text-lg">Vitrine</span>
          </Link>
          <Link to="/" className="text-sm font-medium text-slate-500 hover:text-slate-800">
            Back to home
          </Link>
        </div>
        <div className="mx-auto flex w-full max-w-[420px] flex-1 flex-col justify-center py-10">
          {back ? (
            <Form method="post" className="mb-6">
              <CarryFields carry={carry} />
              <GotoButton
                target={back}
                goTo={goTo}
                className="inline-flex items-center gap-1.5 rounded-lg py-1 pr-2 text-sm font-medium text-slate-500 hover:text-slate-900"
              >
                <ChevronLeft className="size-4" aria-hidden="true" />
                Back
              </GotoButton>
            </Form>
          ) : null}

          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{HEADINGS[step]}</h1>
          <p className="mt-2 text-[15px] leading-6 text-slate-600">{SUBTITLES[step](carry.email)}</p>

          <div className="mt-8">
            {step === "signin" && (
              // The hooks of the enhance script of the first step sent without the runtime (see `handle`).
              <div
                data-fetch-forms
                data-failures={JSON.stringify(SIGNIN_FAILURES)}
                data-offline={OFFLINE_MESSAGE}
                data-timeout={REQUEST_TIMEOUT_MS}
                data-timed-out={TIMED_OUT_MESSAGE}
              >
                <SignInForm key="signin" result={submission} email={carry.email} goTo={goTo} />
                <template data-toast-template="error">
                  <ToastCard type="error" message="" />
                </template>
              </div>
            )}
            {step === "signup" && <EmailForm key="signup" step="signup" result={submission} email={carry.email} goTo={goTo} />}
            {step === "forgot" && <EmailForm key="forgot" step="forgot" result={submission} email={carry.email} goTo={goTo} />}
            {(step === "otp" || step === "forgot-otp") && (
              <OtpForm key={`${step}-${flow.sentAt ?? "none"}`} step={step} carry={carry} sentAt={flow.sentAt} result={result} />
            )}
            {step === "complete" && <CompleteForm key="complete" result={submission} carry={carry} />}
            {step === "reset" && <ResetForm key="reset" result={submission} carry={carry} />}
          </div>
        </div>
        <p className="text-center text-xs text-slate-500">© {new Date().getFullYear()} Vitrine. All rights reserved.</p>
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <MessagePage title="Sign-in is unavailable right now" message="Sign in failed. Please try again." to="/signin" linkLabel="Try again" />
  );
}
