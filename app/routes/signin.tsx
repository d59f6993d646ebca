import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { Field, FormAlert, PasswordField, Spinner, SubmitButton } from "~/components/ui/fields";
import { LogoMark } from "~/components/logo";
import { OtpInput, type OtpInputHandle } from "~/components/otp-input";
import { useToastOnce } from "~/components/ui/toast";
import { forgotPasswordSchema, loginSchema, OTP_LENGTH, registerFormSchema, resetPasswordFormSchema, sendOtpSchema } from "~/schemas/auth";
import type { Route } from "./+types/signin";
import { signinAction, signinLoader } from "./signin.server";
import { BACK, HEADINGS, OTP_SECONDS, RESEND_COOLDOWN_SECONDS, type Carry, type SigninActionData, type Step } from "./signin.shared";
import { useIntentPending, useZodForm } from "~/components/ui/form-hooks";

export const meta: Route.MetaFunction = () => [
  { title: "Sign in · Vitrine" },
  { name: "description", content: "Sign in or create your Vitrine account." },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return signinLoader(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return signinAction(request, context);
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
  /** Bumps on every server answer so forms re-read their result. */
  version: number;
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const data = actionData as SigninActionData | undefined;
  const [flow, setFlow] = useState<FlowState>(() => ({
    step: data?.step ?? loaderData.step,
    carry: data?.carry ?? {},
    sentAt: data?.sentAt ?? null,
    version: 0,
  }));

  useEffect(() => {
    if (!data) return;
    setFlow((prev) => ({
      step: data.step,
      carry: data.carry,
      sentAt: data.sentAt ?? (data.step === prev.step ? prev.sentAt : null),
      version: prev.version + 1,
    }));
  }, [data]);

  useToastOnce(data?.toast);

  const goTo = (step: Step) => (event: MouseEvent<HTMLButtonElement>) => {
    // With JavaScript the step changes in place; without it the button posts goto:<step>.
    event.preventDefault();
    setFlow((prev) => ({ ...prev, step, sentAt: step === prev.step ? prev.sentAt : prev.sentAt }));
  };

  const { step, carry } = flow;
  const result = data && data.step === step ? data.result : undefined;
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
              <button
                type="submit"
                name="intent"
                value={`goto:${back}`}
                formNoValidate
                onClick={goTo(back)}
                className="inline-flex items-center gap-1.5 rounded-lg py-1 pr-2 text-sm font-medium text-slate-500 hover:text-slate-900"
              >
                <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
                  <path
                    fillRule="evenodd"
                    d="M12.8 4.2a.75.75 0 0 1 0 1.06L8.06 10l4.74 4.74a.75.75 0 1 1-1.06 1.06l-5.27-5.27a.75.75 0 0 1 0-1.06l5.27-5.27a.75.75 0 0 1 1.06 0Z"
                    clipRule="evenodd"
                  />
                </svg>
                Back
              </button>
            </Form>
          ) : null}

          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{HEADINGS[step]}</h1>
          <p className="mt-2 text-[15px] leading-6 text-slate-600">{SUBTITLES[step](carry.email)}</p>

          <div className="mt-8">
            {step === "signin" && <SignInForm key="signin" result={result} email={carry.email} goTo={goTo} />}
            {step === "signup" && <EmailForm key="signup" step="signup" result={result} email={carry.email} goTo={goTo} />}
            {step === "forgot" && <EmailForm key="forgot" step="forgot" result={result} email={carry.email} goTo={goTo} />}
            {(step === "otp" || step === "forgot-otp") && (
              <OtpForm key={`${step}-${flow.sentAt ?? "none"}`} step={step} carry={carry} sentAt={flow.sentAt} data={data} />
            )}
            {step === "complete" && <CompleteForm key="complete" result={result} carry={carry} />}
            {step === "reset" && <ResetForm key="reset" result={result} carry={carry} />}
          </div>
        </div>
        <p className="text-center text-xs text-slate-400">© {new Date().getFullYear()} Vitrine. All rights reserved.</p>
      </main>
    </div>
  );
}

function CarryFields({ carry, omit = [] }: { carry: Carry; omit?: Array<keyof Carry> }) {
  return (
    <>
      {(Object.keys(carry) as Array<keyof Carry>)
        .filter((key) => carry[key] && !omit.includes(key))
        .map((key) => (
          <input key={key} type="hidden" name={key} value={carry[key]} />
        ))}
    </>
  );
}

type GoTo = (step: Step) => (event: MouseEvent<HTMLButtonElement>) => void;

function SignInForm({ result, email, goTo }: { result?: SubmissionResult<string[]>; email?: string; goTo: GoTo }) {
  const [form, fields] = useZodForm("signin-form", loginSchema, result, { email });
  const busy = useIntentPending("signin");
  return (
    <>
      <GoogleButton />
      <Divider />
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormAlert message={form.errors?.[0]} />
        <Field
          label="Email"
          errors={fields.email.errors}
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", placeholder: "you@example.com" }}
        />
        <PasswordField
          label="Password"
          errors={fields.password.errors}
          inputProps={{
            ...getInputProps(fields.password, { type: "password" }),
            autoComplete: "current-password",
            placeholder: "Your password",
          }}
          trailing={
            <button
              type="submit"
              name="intent"
              value="goto:forgot"
              formNoValidate
              onClick={goTo("forgot")}
              className="text-sm font-medium text-indigo-600 hover:text-indigo-500"
            >
              Forgot password?
            </button>
          }
        />
        <SubmitButton name="intent" value="signin" busy={busy} busyLabel="Signing in...">
          Sign in
        </SubmitButton>
      </Form>
      <Toggle text="Don't have an account?" action="Sign up" target="signup" goTo={goTo} />
    </>
  );
}

function EmailForm({
  step,
  result,
  email,
  goTo,
}: {
  step: "signup" | "forgot";
  result?: SubmissionResult<string[]>;
  email?: string;
  goTo: GoTo;
}) {
  const intent = step === "signup" ? "send-otp" : "forgot";
  const [form, fields] = useZodForm(`${step}-form`, step === "signup" ? sendOtpSchema : forgotPasswordSchema, result, { email });
  const busy = useIntentPending(intent);
  return (
    <>
      {step === "signup" ? (
        <>
          <GoogleButton label="Sign up with Google" />
          <Divider />
        </>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormAlert message={form.errors?.[0]} />
        <Field
          label="Email"
          errors={fields.email.errors}
          inputProps={{
            ...getInputProps(fields.email, { type: "email" }),
            autoComplete: "email",
            placeholder: "you@example.com",
            autoFocus: true,
          }}
        />
        <SubmitButton name="intent" value={intent} busy={busy} busyLabel="Sending code...">
          {step === "signup" ? "Send verification code" : "Send reset code"}
        </SubmitButton>
      </Form>
      {step === "signup" ? (
        <Toggle text="Already have an account?" action="Sign in" target="signin" goTo={goTo} />
      ) : (
        <Toggle text="Remembered your password?" action="Back to sign in" target="signin" goTo={goTo} />
      )}
    </>
  );
}

function formatClock(totalSeconds: number) {
  const s = Math.max(0, totalSeconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

function OtpForm({
  step,
  carry,
  sentAt,
  data,
}: {
  step: "otp" | "forgot-otp";
  carry: Carry;
  sentAt: number | null;
  data?: SigninActionData;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const otpRef = useRef<OtpInputHandle>(null);
  const verifyIntent = step === "otp" ? "verify-otp" : "verify-reset-otp";
  const resendIntent = step === "otp" ? "resend-otp" : "resend-reset-otp";
  const verifying = useIntentPending(verifyIntent);
  const resending = useIntentPending(resendIntent);
  const [code, setCode] = useState("");
  const [hydrated, setHydrated] = useState(false);

  // Countdown of the code's 10 minutes and of the 60 s resend cooldown, both from the moment of sending.
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    setHydrated(true);
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const elapsed = Math.floor((now - startedAt) / 1000);
  const remaining = sentAt === null ? 0 : OTP_SECONDS - elapsed;
  const cooldown = sentAt === null ? 0 : RESEND_COOLDOWN_SECONDS - elapsed;
  const canResend = !resending && (remaining <= 0 || cooldown <= 0);

  // A failed verification clears the digits and refocuses the first box.
  const handled = useRef<number | null>(null);
  const failed = data && data.intent === verifyIntent && data.step === step && data.result?.status === "error" ? data : undefined;
  useEffect(() => {
    if (failed && handled.current !== failed.nonce) {
      handled.current = failed.nonce;
      otpRef.current?.clear();
    }
  }, [failed]);
  const error = failed?.result?.error?.[""]?.[0];

  return (
    <div className="space-y-6">
      <Form method="post" ref={formRef} className="space-y-6" noValidate>
        <CarryFields carry={carry} />
        <input type="hidden" name="intent" value={verifyIntent} />
        <OtpInput
          ref={otpRef}
          invalid={Boolean(error)}
          disabled={verifying}
          onChange={setCode}
          onComplete={() => formRef.current?.requestSubmit()}
          describedBy="otp-status"
        />
        <div id="otp-status" className="flex items-center justify-between text-sm">
          {error ? (
            <span className="text-rose-600" role="alert">
              {error}
            </span>
          ) : (
            <span className="text-slate-500">Enter the 6-digit code.</span>
          )}
          {sentAt !== null ? (
            <span className={`tabular-nums ${remaining <= 60 ? "text-rose-600" : "text-slate-500"}`} aria-live="off">
              {remaining > 0 ? `Expires in ${formatClock(remaining)}` : "Code expired"}
            </span>
          ) : null}
        </div>
        <SubmitButton busy={verifying} busyLabel="Verifying..." disabled={hydrated && code.length !== OTP_LENGTH}>
          Verify
        </SubmitButton>
      </Form>
      <Form method="post" className="flex items-center justify-center gap-1.5 text-sm text-slate-600">
        <CarryFields carry={carry} />
        <span>Didn't receive the code?</span>
        <button
          type="submit"
          name="intent"
          value={resendIntent}
          disabled={hydrated && !canResend}
          className="inline-flex items-center gap-1.5 font-semibold text-indigo-600 hover:text-indigo-500 disabled:cursor-not-allowed disabled:text-slate-400"
        >
          {resending ? <Spinner className="size-3.5" /> : null}
          {resending ? "Sending..." : hydrated && !canResend ? `Resend in ${formatClock(Math.min(cooldown, remaining))}` : "Resend code"}
        </button>
      </Form>
    </div>
  );
}

function CompleteForm({ result, carry }: { result?: SubmissionResult<string[]>; carry: Carry }) {
  const [form, fields] = useZodForm("complete-form", registerFormSchema, result, { verifiedToken: carry.verifiedToken });
  const busy = useIntentPending("register");
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <CarryFields carry={carry} omit={["verifiedToken"]} />
      <input {...getInputProps(fields.verifiedToken, { type: "hidden" })} />
      <FormAlert message={form.errors?.[0] ?? fields.verifiedToken.errors?.[0]} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="First name"
          errors={fields.firstName.errors}
          inputProps={{ ...getInputProps(fields.firstName, { type: "text" }), autoComplete: "given-name", autoFocus: true }}
        />
        <Field
          label="Last name"
          errors={fields.lastName.errors}
          inputProps={{ ...getInputProps(fields.lastName, { type: "text" }), autoComplete: "family-name" }}
        />
      </div>
      <Field
        label="Username"
        errors={fields.username.errors}
        hint="Your portfolio will live at /portfolio/your-username."
        inputProps={{
          ...getInputProps(fields.username, { type: "text" }),
          autoComplete: "username",
          autoCapitalize: "none",
          spellCheck: false,
        }}
      />
      <PasswordField
        label="Password"
        errors={fields.password.errors}
        hint="At least 6 characters with an uppercase letter, a lowercase letter and a number."
        inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
      />
      <PasswordField
        label="Confirm password"
        errors={fields.confirmPassword.errors}
        inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }}
      />
      <SubmitButton name="intent" value="register" busy={busy} busyLabel="Creating account...">
        Create account
      </SubmitButton>
    </Form>
  );
}

function ResetForm({ result, carry }: { result?: SubmissionResult<string[]>; carry: Carry }) {
  const [form, fields] = useZodForm("reset-form", resetPasswordFormSchema, result, { resetToken: carry.resetToken });
  const busy = useIntentPending("reset-password");
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <CarryFields carry={carry} omit={["resetToken"]} />
      <input {...getInputProps(fields.resetToken, { type: "hidden" })} />
      <FormAlert message={form.errors?.[0] ?? fields.resetToken.errors?.[0]} />
      <PasswordField
        label="New password"
        errors={fields.password.errors}
        hint="At least 6 characters with an uppercase letter, a lowercase letter and a number."
        inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password", autoFocus: true }}
      />
      <PasswordField
        label="Confirm new password"
        errors={fields.confirmPassword.errors}
        inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }}
      />
      <SubmitButton name="intent" value="reset-password" busy={busy} busyLabel="Resetting password...">
        Reset password
      </SubmitButton>
    </Form>
  );
}

function Toggle({ text, action, target, goTo }: { text: string; action: string; target: Step; goTo: GoTo }) {
  return (
    <Form method="post" className="mt-8 text-center text-sm text-slate-600">
      {text}{" "}
      <button
        type="submit"
        name="intent"
        value={`goto:${target}`}
        formNoValidate
        onClick={goTo(target)}
        className="font-semibold text-indigo-600 hover:text-indigo-500"
      >
        {action}
      </button>
    </Form>
  );
}

function GoogleButton({ label = "Continue with Google" }: { label?: string }) {
  return (
    <a
      href="/api/auth/google"
      className="flex w-full items-center justify-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-[15px] font-semibold text-slate-700 shadow-sm transition hover:bg-slate-50"
    >
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
        <path
          fill="#4285F4"
          d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
        />
        <path
          fill="#34A853"
          d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
        />
        <path
          fill="#FBBC05"
          d="M5.84 14.09A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.43.34-2.09V7.07H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.93l3.66-2.84z"
        />
        <path
          fill="#EA4335"
          d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.07l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
        />
      </svg>
      {label}
    </a>
  );
}

function Divider() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium uppercase tracking-wider text-slate-400">
      <span className="h-px flex-1 bg-slate-200" />
      or continue with email
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}

function BrandPanel() {
  const points = [
    ["Portfolio in minutes", "Five professional templates, published at your own address."],
    ["Every application in one board", "Drag jobs from Applied to Offer and never lose track."],
    ["AI career insights", "Resume score, skill match and success prediction for each job."],
  ];
  return (
    <aside className="relative hidden w-[44%] max-w-2xl overflow-hidden bg-gradient-to-br from-indigo-600 via-violet-600 to-fuchsia-600 p-12 text-white lg:flex lg:flex-col">
      <div className="pointer-events-none absolute -right-24 -top-24 size-96 rounded-full bg-white/10 blur-3xl" />
      <div className="pointer-events-none absolute -bottom-32 -left-16 size-[28rem] rounded-full bg-indigo-400/30 blur-3xl" />
      <Link to="/" className="relative inline-flex items-center gap-2 text-xl font-bold tracking-tight">
        <span className="grid size-9 place-items-center rounded-xl bg-white/15 ring-1 ring-white/30">
          <svg viewBox="0 0 32 32" className="size-6" aria-hidden="true">
            <path d="M9 10l7 13 7-13" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        Vitrine
      </Link>
      <div className="relative mt-auto">
        <h2 className="text-4xl font-bold leading-tight tracking-tight">Your complete career success platform.</h2>
        <p className="mt-4 max-w-md text-lg text-indigo-100">
          Build a portfolio that gets noticed, track every application, and let AI show you what to improve.
        </p>
        <ul className="mt-10 space-y-5">
          {points.map(([title, text]) => (
            <li key={title} className="flex gap-3">
              <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-white/20">
                <svg viewBox="0 0 20 20" fill="currentColor" className="size-3.5" aria-hidden="true">
                  <path
                    fillRule="evenodd"
                    d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z"
                    clipRule="evenodd"
                  />
                </svg>
              </span>
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="block text-sm text-indigo-100">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p className="relative mt-12 text-sm text-indigo-200">Trusted by job seekers who want their work to speak for itself.</p>
    </aside>
  );
}

export function ErrorBoundary() {
  return (
    <main className="grid min-h-screen place-items-center px-6 text-center">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Sign-in is unavailable right now</h1>
        <p className="mt-2 text-slate-600">Sign in failed. Please try again.</p>
        <Link to="/signin" className="mt-6 inline-flex rounded-xl bg-indigo-600 px-4 py-2 text-sm font-semibold text-white">
          Try again
        </Link>
      </div>
    </main>
  );
}
