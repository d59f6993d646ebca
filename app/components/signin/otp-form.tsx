// The code step of sign-up and of the password reset: six boxes that submit when full, the 10-minute countdown
// and Resend (after a 60 s cooldown). Without JavaScript the boxes post as otp-0 ... otp-5.
import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { Spinner, SubmitButton } from "~/components/ui/fields";
import { useIntentPending } from "~/components/ui/form-hooks";
import { OTP_LENGTH } from "~/schemas/auth";
import { type Carry, OTP_SECONDS, RESEND_COOLDOWN_SECONDS, type SigninResult } from "~/schemas/signin";
import { OtpInput, type OtpInputHandle } from "./otp-input";
import { CarryFields } from "./step-forms";

function formatClock(totalSeconds: number) {
  const s = Math.max(0, totalSeconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

export function OtpForm({
  step,
  carry,
  sentAt,
  result,
}: {
  step: "otp" | "forgot-otp";
  carry: Carry;
  sentAt: number | null;
  /** The action's last answer: a failed verification of this step shows its message. */
  result?: SigninResult;
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

  // A failed verification clears the digits and refocuses the first box (once per answer).
  const handled = useRef<SigninResult | null>(null);
  const failed = result?.status === "invalid" && result.intent === verifyIntent && result.data?.step === step ? result : undefined;
  useEffect(() => {
    if (failed && handled.current !== failed) {
      handled.current = failed;
      otpRef.current?.clear();
    }
  }, [failed]);
  const error = failed?.submission.error?.[""]?.[0];
  // A resend that got no usable answer says so inline, next to the button (spec part 1 section 8).
  const resendError = result?.status === "error" && result.intent === resendIntent && !resending ? result.message : undefined;

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
      {resendError ? (
        <p className="text-center text-sm text-rose-600" role="alert">
          {resendError}
        </p>
      ) : null}
    </div>
  );
}
