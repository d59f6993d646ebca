// Hooks shared by the pages whose forms post an `intent` to their route action (signin, settings).
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { type KitFormOptions, useKitForm } from "./kit-form";

export { useIntentPending } from "./use-intent-pending";

/** A conform form validated in the browser with the same zod schema the action uses (zod loads with the page). */
export function useZodForm<S extends z.ZodType<unknown, Record<string, unknown>>>(
  id: string,
  schema: S,
  result: SubmissionResult<string[]> | undefined,
  defaultValue?: Record<string, string | undefined>,
  options: Pick<KitFormOptions<z.input<S>, z.output<S>>, "validateOn" | "onSubmit"> = {},
) {
  return useKitForm<z.input<S>, z.output<S>>({
    id,
    result,
    defaultValue,
    validate: (formData) => parseWithZod(formData, { schema }),
    ...options,
  });
}
