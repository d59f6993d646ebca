/** A field error in the API's validation shape (express-validator style, as the spec's clients read it). */
export interface FieldError {
  path: string;
  param: string;
  msg: string;
}

/**
 * An expected failure with the HTTP status and message the client should see.
 * Domain modules throw it; the Hono `onError` turns it into `{ success: false, message, errors?, data? }`
 * and form actions turn it into field or form errors.
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 422 | 429 | 500 | 503,
    message: string,
    /** `data`: what the API answers with the error (the current job or profile of a 412). */
    readonly details: { errors?: FieldError[]; retryAfter?: number; code?: string; data?: object } = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}

export function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldError[] {
  return issues.map((issue) => {
    const path = issue.path.map(String).join(".");
    return { path, param: path, msg: issue.message };
  });
}
