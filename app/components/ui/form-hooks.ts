// Hooks shared by the pages whose forms post an `intent` to their route action (signin, settings).
import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "react-router";
import type { z } from "zod";

/** True while the form submitted with this intent is on its way. */
export function useIntentPending(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

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
