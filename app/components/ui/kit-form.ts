// The kit's one form setup (ADR 0008): a conform form whose browser validation is the parse its action runs, so the
// browser and the action answer the same messages. Every form of the app is made here, through one of its callers:
// useZodForm (./form-hooks.ts: zod with the page), useLazyZodForm (./lazy-zod-form.ts: zod on the first focus), or
// directly with a parse of its own (the job dialog's parseJobForm, the admin sender's lazily loaded parser).
import { type Submission, type SubmissionResult, useForm } from "@conform-to/react";
import type { FormEvent } from "react";

export interface KitFormOptions<Schema extends Record<string, unknown>, Value> {
  id: string;
  /** The action's last answer for this form: its errors and what was typed. */
  result: SubmissionResult<string[]> | null | undefined;
  defaultValue?: Record<string, unknown>;
  /** The action's own parse; null while it has not loaded (nothing is checked in the browser, the action validates). */
  validate: ((formData: FormData) => Submission<Schema, string[], Value>) | null;
  /** When a field is first checked: on leaving it (default) or at the first submit; after that, on each input. */
  validateOn?: "onBlur" | "onSubmit";
  /** Called with a valid submit (a fetcher's post, say); without it the form posts as a form. */
  onSubmit?: (event: FormEvent<HTMLFormElement>, context: { formData: FormData }) => void;
}

export function useKitForm<Schema extends Record<string, unknown>, Value = Schema>({
  id,
  result,
  defaultValue,
  validate,
  validateOn = "onBlur",
  onSubmit,
}: KitFormOptions<Schema, Value>) {
  return useForm<Schema, Value, string[]>({
    id,
    lastResult: result,
    defaultValue: defaultValue as never,
    onSubmit,
    ...(validate
      ? {
          shouldValidate: validateOn,
          shouldRevalidate: "onInput" as const,
          onValidate: ({ formData }: { formData: FormData }) => validate(formData),
        }
      : {}),
  });
}
