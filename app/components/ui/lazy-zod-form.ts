// A conform form validated in the browser with the action's zod schema, where zod and the schema load when the
// user first focuses one of the form's fields (not with the page: issue 16's JavaScript budget). Until then, and if
// they cannot be loaded (offline), conform validates nothing on blur and a submit goes to the action, which
// validates with the same schema and answers the same messages.
import type { FormMetadata, SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { useKitForm } from "./kit-form";
import { retryingLoader } from "./lazy";

const zodParser = retryingLoader(() => import("@conform-to/zod/v4").then((m) => m.parseWithZod));

/** A module of schemas and conform's zod parser, fetched together on first use. */
function withParser<M>(load: () => Promise<M>) {
  return retryingLoader(() => Promise.all([load(), zodParser.get()]).then(([module]) => module));
}

export type SchemaModule<M> = ReturnType<typeof retryingLoader<M>>;

/** What the hook returns for any form (for components that take the form as a prop). */
// biome-ignore lint/suspicious/noExplicitAny: conform's FormMetadata is invariant in its schema; any form fits
export type LazyZodFormMetadata = FormMetadata<any, string[]>;

/** A module of schemas fetched on first use: `schemaModule(() => import("~/schemas/account"))`, at module level. */
export const schemaModule = withParser;

/**
 * A form's validator once it has loaded, else null: loading starts on the first focus inside the form whose id is
 * `formId` (a document listener, so the form may render later, e.g. in edit mode); offline, the next focus retries.
 */
export function useLazyValidator<V>(formId: string, validator: SchemaModule<V>): V | null {
  const [loaded, setLoaded] = useState<V | null>(() => validator.current());
  useEffect(() => {
    if (loaded) return;
    let loading = false;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement | null;
      if (loading || target?.closest("form")?.id !== formId) return;
      loading = true;
      validator.get().then(
        (value) => setLoaded(() => value),
        () => (loading = false), // meanwhile a submit goes to the action, which validates with the same schema
      );
    };
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, [loaded, formId, validator]);
  return loaded;
}

export function useLazyZodForm<M, S extends z.ZodObject>(
  id: string,
  schemas: SchemaModule<M>,
  pick: (module: M) => S,
  result: SubmissionResult<string[]> | undefined,
  defaultValue?: Record<string, string | undefined>,
) {
  const pickRef = useRef(pick);
  pickRef.current = pick;
  const loaded = useLazyValidator(id, schemas);
  const parse = loaded ? zodParser.current() : null;
  return useKitForm<z.input<S>, z.output<S>>({
    id,
    result,
    defaultValue,
    validate: loaded && parse ? (formData: FormData) => parse(formData, { schema: pickRef.current(loaded) }) : null,
  });
}
