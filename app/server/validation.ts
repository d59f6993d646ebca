import type { z } from "zod";
import { AppError, fieldErrors } from "./errors";

/** Validates input with its zod schema; failures become a 400 AppError carrying the field errors. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const errors = fieldErrors(result.error.issues);
    throw new AppError(400, errors[0]?.msg ?? "Validation failed", { errors });
  }
  return result.data;
}
