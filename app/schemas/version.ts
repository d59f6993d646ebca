import { z } from "./z";

/**
 * Optimistic concurrency (issue 12 §5): the `version` a client's edit is based on. Absent (older API clients,
 * an empty form field) means "last write wins"; a stale one is refused with 409.
 */
export const baseVersionSchema = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  z.coerce.number().int().min(0).optional(),
);
