// The feedback modal's URL parameter, apart from the rest of its rules (feedback-rules.ts re-exports it): the top
// navigation on every signed-in page opens the modal through it, and should not load the form's rules to do so.

/** The query parameter that opens the modal on a server-rendered page (the no-JavaScript path). */
export const FEEDBACK_PARAM = "feedback";

/** `path` with the feedback parameter added or removed (keeps the rest of the query string). */
export function withFeedbackParam(path: string, open: boolean): string {
  const url = new URL(path, "http://local");
  if (open) url.searchParams.set(FEEDBACK_PARAM, "1");
  else url.searchParams.delete(FEEDBACK_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
