// The /signin step forms: sign in, the email steps (sign-up, forgot password), complete registration and the
// new password. Each posts its intent to the route action with the values carried between steps (CarryFields);
// the toggles and back links post goto:<step> without JavaScript and change the step in place with it.
import { type FieldMetadata, getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { type MouseEvent, type ReactNode, useRef } from "react";
import { Form } from "react-router";
import { Field, FormAlert, PasswordField, SubmitButton, usernameInputProps } from "~/components/ui/fields";
import { useIntentPending, useZodForm } from "~/components/ui/form-hooks";
import { useFormDataAddition } from "~/components/ui/use-form-data-addition";
import { forgotPasswordSchema, loginSchema, registerFormSchema, resetPasswordFormSchema, sendOtpSchema } from "~/schemas/auth";
import type { Carry, Step } from "~/schemas/signin";
import { browserTimeZone } from "~/lib/time-zone";
import { Divider, GoogleButton } from "./brand";

export function CarryFields({ carry, omit = [] }: { carry: Carry; omit?: Array<keyof Carry> }) {
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

/**
 * The browser's time zone, sent with sign-in and registration so the account takes it (issue 31). Filled by script
 * as the form's data is read: here once hydrated (the form's `formdata` event, so conform's own syncing of its fields
 * cannot empty it), and by the public enhance script on the first step, which is sent without the runtime. Empty
 * without JavaScript: the zone then stays unset.
 */
function BrowserTimeZoneField() {
  const ref = useRef<HTMLInputElement>(null);
  useFormDataAddition(ref, (data) => data.set("timeZone", browserTimeZone() ?? ""));
  return <input ref={ref} type="hidden" name="timeZone" defaultValue="" data-browser-time-zone="" />;
}

export type GoTo = (step: Step) => (event: MouseEvent<HTMLButtonElement>) => void;

/**
 * Goes to another step: posts `goto:<step>` without JavaScript (skipping validation), changes the step in place with it.
 * Inside a step's own form it names a separate form (`form`), so it is never that form's default button: Enter in a
 * field submits the step (the browser's implicit submission clicks the form's first submit button).
 */
export function GotoButton({
  target,
  goTo,
  className,
  form,
  children,
}: {
  target: Step;
  goTo: GoTo;
  className: string;
  form?: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" name="intent" value={`goto:${target}`} form={form} formNoValidate onClick={goTo(target)} className={className}>
      {children}
    </button>
  );
}

const FORGOT_FORM_ID = "signin-forgot-form";

export function SignInForm({ result, email, goTo }: { result?: SubmissionResult<string[]>; email?: string; goTo: GoTo }) {
  const [form, fields] = useZodForm("signin-form", loginSchema, result, { email });
  const busy = useIntentPending("signin");
  return (
    <>
      <GoogleButton />
      <Divider />
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormAlert message={form.errors?.[0]} />
        <BrowserTimeZoneField />
        <EmailField field={fields.email} />
        <PasswordField
          label="Password"
          errors={fields.password.errors}
          inputProps={{
            ...getInputProps(fields.password, { type: "password" }),
            autoComplete: "current-password",
            placeholder: "Your password",
          }}
          trailing={
            <GotoButton
              target="forgot"
              goTo={goTo}
              form={FORGOT_FORM_ID}
              className="text-sm font-medium text-indigo-600 hover:text-indigo-500"
            >
              Forgot password?
            </GotoButton>
          }
        />
        <SubmitButton name="intent" value="signin" busy={busy} busyLabel="Signing in...">
          Sign in
        </SubmitButton>
      </Form>
      {/* The form "Forgot password?" posts (it sits inside the sign-in form, whose default button must be Sign in). */}
      <Form method="post" id={FORGOT_FORM_ID} className="hidden" />
      <Toggle text="Don't have an account?" action="Sign up" target="signup" goTo={goTo} />
    </>
  );
}

export function EmailForm({
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
        <EmailField field={fields.email} autoFocus />
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

export function CompleteForm({ result, carry }: { result?: SubmissionResult<string[]>; carry: Carry }) {
  const [form, fields] = useZodForm("complete-form", registerFormSchema, result, { verifiedToken: carry.verifiedToken });
  return (
    <TokenForm form={form} carry={carry} token="verifiedToken" field={fields.verifiedToken}>
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
        inputProps={{ ...getInputProps(fields.username, { type: "text" }), ...usernameInputProps }}
      />
      <NewPasswordFields password={fields.password} confirm={fields.confirmPassword} labels={["Password", "Confirm password"]} />
    </TokenForm>
  );
}

export function ResetForm({ result, carry }: { result?: SubmissionResult<string[]>; carry: Carry }) {
  const [form, fields] = useZodForm("reset-form", resetPasswordFormSchema, result, { resetToken: carry.resetToken });
  return (
    <TokenForm form={form} carry={carry} token="resetToken" field={fields.resetToken}>
      <NewPasswordFields
        password={fields.password}
        confirm={fields.confirmPassword}
        labels={["New password", "Confirm new password"]}
        autoFocus
      />
    </TokenForm>
  );
}

/** The steps after a code check, by the token they carry: what their submit button posts and says. */
const TOKEN_STEPS = {
  verifiedToken: { intent: "register", busyLabel: "Creating account...", submit: "Create account" },
  resetToken: { intent: "reset-password", busyLabel: "Resetting password...", submit: "Reset password" },
} as const;

/** A step after a code check: the carried values, the token as a hidden field, the form error, the fields, submit. */
function TokenForm({
  form,
  carry,
  token,
  field,
  children,
}: {
  form: ReturnType<typeof useZodForm>[0];
  carry: Carry;
  token: keyof typeof TOKEN_STEPS;
  field: TextMeta;
  children: ReactNode;
}) {
  const { intent, busyLabel, submit } = TOKEN_STEPS[token];
  const busy = useIntentPending(intent);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <CarryFields carry={carry} omit={[token]} />
      <input {...getInputProps(field, { type: "hidden" })} />
      {token === "verifiedToken" ? <BrowserTimeZoneField /> : null}
      <FormAlert message={form.errors?.[0] ?? field.errors?.[0]} />
      {children}
      <SubmitButton name="intent" value={intent} busy={busy} busyLabel={busyLabel}>
        {submit}
      </SubmitButton>
    </Form>
  );
}

type TextMeta = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

/** The email of the sign-in, sign-up and forgot-password steps. */
function EmailField({ field, autoFocus }: { field: TextMeta; autoFocus?: boolean }) {
  return (
    <Field
      label="Email"
      errors={field.errors}
      inputProps={{ ...getInputProps(field, { type: "email" }), autoComplete: "email", placeholder: "you@example.com", autoFocus }}
    />
  );
}

/** A new password and its confirmation (registration and reset). */
function NewPasswordFields({
  password,
  confirm,
  labels,
  autoFocus = false,
}: {
  password: TextMeta;
  confirm: TextMeta;
  labels: [string, string];
  autoFocus?: boolean;
}) {
  return (
    <>
      <PasswordField
        label={labels[0]}
        errors={password.errors}
        hint="At least 6 characters with an uppercase letter, a lowercase letter and a number."
        inputProps={{ ...getInputProps(password, { type: "password" }), autoComplete: "new-password", autoFocus }}
      />
      <PasswordField
        label={labels[1]}
        errors={confirm.errors}
        inputProps={{ ...getInputProps(confirm, { type: "password" }), autoComplete: "new-password" }}
      />
    </>
  );
}

function Toggle({ text, action, target, goTo }: { text: string; action: string; target: Step; goTo: GoTo }) {
  return (
    <Form method="post" className="mt-8 text-center text-sm text-slate-600">
      {text}{" "}
      <GotoButton target={target} goTo={goTo} className="font-semibold text-indigo-600 hover:text-indigo-500">
        {action}
      </GotoButton>
    </Form>
  );
}
