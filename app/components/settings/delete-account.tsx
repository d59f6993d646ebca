// "Delete my account and data" (issue 15 §3): the dialog (the danger-zone card is ./delete-account-section.tsx; this
// module, with its forms, loads when the dialog opens). An account
// with a password confirms with it; an account without one (Google sign-in) asks for a code by email first and
// then types it. The dialog is open while the query string says ?dialog=delete, so it also works without
// JavaScript; the code's temp token travels in a hidden field and survives a failed submission.
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useEffect, useState } from "react";
import { Form } from "react-router";
import { Field, FormAlert, PasswordField } from "~/components/ui/fields";
import { useLazyZodForm } from "~/components/ui/lazy-zod-form";
import { useIntentPending } from "~/components/ui/use-intent-pending";
import { UrlModal, UrlModalButtons } from "~/components/ui/url-modal";
import type { ActionResult } from "~/lib/action-result";
import { accountSchemas } from "./account-schemas";
import { type Intent, settingsHref } from "~/schemas/settings";
import { DELETE_HREF } from "./delete-account-section";
import { LossList, modalHeading } from "./dialog-parts";
import { SETTINGS_HEADINGS } from "./headings";

const ACCOUNT_HREF = settingsHref({ tab: "account" });
const WHAT_GOES = [
  "Your profile, photo and resume files",
  "Your portfolio and its public page",
  "Your job applications and AI analyses",
  "Your notifications and messages",
];

/** What the settings action answers the dialog's posts: the code step's temp token rides along. */
export type DeleteResult = ActionResult<Intent, { tempToken?: string } | undefined>;

function submissionOf(result: DeleteResult | undefined, intent: Intent): SubmissionResult<string[]> | undefined {
  return result?.status === "invalid" && result.intent === intent ? result.submission : undefined;
}

/** The temp token of the last code sent (from the answer that sent it, or echoed by a failed deletion). */
function useTempToken(result: DeleteResult | undefined) {
  const issued = result?.data?.tempToken;
  const [tempToken, setTempToken] = useState(issued ?? "");
  useEffect(() => {
    if (issued) setTempToken(issued);
  }, [issued]);
  return tempToken;
}

export function DeleteAccountDialog({ method, email, result }: { method: "password" | "code"; email: string; result?: DeleteResult }) {
  const busy = useIntentPending("delete");
  return (
    <UrlModal {...modalHeading(SETTINGS_HEADINGS.deleteDialog)} closeHref={ACCOUNT_HREF} tone="danger" busy={busy}>
      <LossList items={WHAT_GOES} />
      {method === "password" ? <PasswordStep result={result} busy={busy} /> : <CodeSteps email={email} result={result} busy={busy} />}
    </UrlModal>
  );
}

function PasswordStep({ result, busy }: { result?: DeleteResult; busy: boolean }) {
  const [form, fields] = useLazyZodForm(
    "delete-with-password",
    accountSchemas,
    (m) => m.deleteWithPasswordSchema,
    submissionOf(result, "delete"),
  );
  return (
    <Form method="post" action={DELETE_HREF} {...getFormProps(form)} preventScrollReset className="mt-5">
      <input type="hidden" name="intent" value="delete" />
      <div className="space-y-4">
        <FormAlert message={form.errors?.[0]} />
        <PasswordField
          label="Password"
          errors={fields.password.errors}
          hint="Enter your password to confirm."
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password" }}
        />
      </div>
      <UrlModalButtons cancelHref={ACCOUNT_HREF} busy={busy} label={SETTINGS_HEADINGS.deleteDialog.title} busyLabel="Deleting..." danger />
    </Form>
  );
}

function CodeSteps({ email, result, busy }: { email: string; result?: DeleteResult; busy: boolean }) {
  const sending = useIntentPending("delete-code");
  const tempToken = useTempToken(result);
  const [form, fields] = useLazyZodForm("delete-with-code", accountSchemas, (m) => m.deleteWithCodeSchema, submissionOf(result, "delete"));
  const sendError = result?.intent === "delete-code" && result.status !== "success" ? sendErrorOf(result) : undefined;

  if (!tempToken) {
    return (
      <Form method="post" action={DELETE_HREF} preventScrollReset className="mt-5">
        <input type="hidden" name="intent" value="delete-code" />
        <FormAlert message={sendError} />
        <p className="mt-4 text-sm leading-6 text-slate-600">
          Your account has no password, so we confirm by email: we will send a 6-digit code to{" "}
          <span className="font-medium text-slate-900">{email}</span>.
        </p>
        <UrlModalButtons cancelHref={ACCOUNT_HREF} busy={sending} label="Email me a code" busyLabel="Sending..." />
      </Form>
    );
  }
  return (
    <>
      <Form method="post" action={DELETE_HREF} {...getFormProps(form)} preventScrollReset className="mt-5">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="tempToken" value={tempToken} />
        <div className="space-y-4">
          <FormAlert message={form.errors?.[0] ?? fields.tempToken.errors?.[0] ?? sendError} />
          <Field
            label="Verification code"
            errors={fields.otp.errors}
            hint={`We emailed it to ${email}. It expires in 10 minutes.`}
            inputProps={{
              ...getInputProps(fields.otp, { type: "text" }),
              inputMode: "numeric",
              autoComplete: "one-time-code",
              maxLength: 6,
            }}
          />
        </div>
        <UrlModalButtons
          cancelHref={ACCOUNT_HREF}
          busy={busy}
          label={SETTINGS_HEADINGS.deleteDialog.title}
          busyLabel="Deleting..."
          danger
        />
      </Form>
      {/* A separate form, so Enter in the code field always deletes and never resends. */}
      <Form method="post" action={DELETE_HREF} preventScrollReset className="mt-3 text-center">
        <input type="hidden" name="intent" value="delete-code" />
        <button type="submit" disabled={sending} className="text-sm font-medium text-indigo-600 hover:text-indigo-500 disabled:opacity-60">
          {sending ? "Sending..." : "Send a new code"}
        </button>
      </Form>
    </>
  );
}

function sendErrorOf(result: DeleteResult): string | undefined {
  if (result.status === "error") return result.message;
  if (result.status === "invalid") return result.submission.error?.[""]?.[0];
  return undefined;
}
