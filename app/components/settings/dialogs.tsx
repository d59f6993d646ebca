// The settings Account dialogs (spec part 2 section 5 "Account dialogs"): change username, change password and
// deactivate. Each is open while the query string says so (?dialog=...), so it also works without JavaScript.
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Field, FormAlert, PasswordField, usernameInputProps } from "~/components/ui/fields";
import { type LazyZodFormMetadata, useLazyZodForm } from "~/components/ui/lazy-zod-form";
import { useIntentPending } from "~/components/ui/use-intent-pending";
import { UrlModal, UrlModalButtons } from "~/components/ui/url-modal";
import { accountSchemas } from "./account-schemas";
import { settingsHref } from "~/schemas/settings";
import { LossList, modalHeading } from "./dialog-parts";
import { SETTINGS_HEADINGS } from "./headings";

const ACCOUNT_HREF = settingsHref({ tab: "account" });

/** A dialog whose form posts `intent=<dialog>`: the form error above the fields, then Cancel and the submit button. */
function FormDialog({
  dialog,
  description,
  form,
  children,
}: {
  dialog: "username" | "password";
  description?: ReactNode;
  form: LazyZodFormMetadata;
  children: ReactNode;
}) {
  const busy = useIntentPending(dialog);
  const heading = SETTINGS_HEADINGS[`${dialog}Dialog`];
  return (
    <UrlModal {...modalHeading(heading, description)} closeHref={ACCOUNT_HREF} busy={busy} focusFirstField>
      <Form method="post" action={settingsHref({ tab: "account", dialog })} {...getFormProps(form)} preventScrollReset>
        <input type="hidden" name="intent" value={dialog} />
        <div className="space-y-4">
          <FormAlert message={form.errors?.[0]} />
          {children}
        </div>
        <UrlModalButtons cancelHref={ACCOUNT_HREF} busy={busy} label={heading.title} busyLabel="Changing..." />
      </Form>
    </UrlModal>
  );
}

export function UsernameDialog({ current, result }: { current: string; result?: SubmissionResult<string[]> }) {
  const [form, fields] = useLazyZodForm("change-username", accountSchemas, (m) => m.changeUsernameFormSchema(current), result);
  return (
    <FormDialog
      dialog="username"
      description={
        <>
          Your current username is <span className="font-medium text-slate-900">{current}</span>. Changing it unpublishes your portfolio
          until you redeploy it.
        </>
      }
      form={form}
    >
      <Field
        label="New Username"
        errors={fields.newUsername.errors}
        hint="3-30 characters: letters, numbers, hyphens and underscores."
        inputProps={{ ...getInputProps(fields.newUsername, { type: "text" }), ...usernameInputProps, placeholder: "your-new-username" }}
      />
    </FormDialog>
  );
}

export function PasswordDialog({ result }: { result?: SubmissionResult<string[]> }) {
  const [form, fields] = useLazyZodForm("change-password", accountSchemas, (m) => m.changePasswordFormSchema, result);
  return (
    <FormDialog dialog="password" form={form}>
      <PasswordField
        label="Current Password"
        errors={fields.currentPassword.errors}
        inputProps={{ ...getInputProps(fields.currentPassword, { type: "password" }), autoComplete: "current-password" }}
      />
      <PasswordField
        label="New Password"
        errors={fields.newPassword.errors}
        hint="At least 8 characters."
        inputProps={{ ...getInputProps(fields.newPassword, { type: "password" }), autoComplete: "new-password" }}
      />
      <PasswordField
        label="Confirm New Password"
        errors={fields.confirmPassword.errors}
        inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }}
      />
    </FormDialog>
  );
}

export function DeactivateDialog({ result }: { result?: SubmissionResult<string[]> }) {
  const busy = useIntentPending("deactivate");
  const error = result?.error?.[""]?.[0];
  return (
    <UrlModal {...modalHeading(SETTINGS_HEADINGS.deactivateDialog)} closeHref={ACCOUNT_HREF} tone="danger" busy={busy}>
      <Form method="post" action={settingsHref({ tab: "account", dialog: "deactivate" })} preventScrollReset>
        <input type="hidden" name="intent" value="deactivate" />
        <FormAlert message={error} />
        <LossList items={["Make your account inactive", "Unpublish your portfolio"]} />
        <UrlModalButtons cancelHref={ACCOUNT_HREF} busy={busy} label="Yes, Deactivate Account" busyLabel="Deactivating..." danger />
      </Form>
    </UrlModal>
  );
}
