// Hooks shared by the pages whose forms post an `intent` to their route action (signin, settings).
import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

export { useIntentPending } from "./use-intent-pending";

/** A conform form validated in the browser with the same zod schema the action uses. */
export function useZodForm<S extends z.ZodType>(
  id: string,
  schema: S,
  result: SubmissionResult<string[]> | undefined,
  defaultValue?: Record<string, string | undefined>,
) {
  return useForm({
    id,
    lastResult: result,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
