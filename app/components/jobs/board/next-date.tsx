// How a job's next date reads (issue 18): on its card, in the "This week" strip and in the table. Interviews in the
// user's zone (useTimeZone); a follow-up is a calendar day, due from its morning on.
import { formatCalendarDay, formatShortIn, todayIn } from "~/lib/time-zone";
import { INTERVIEW_KIND_LABELS, type JobNextDate } from "~/schemas/jobs-rules";

/** A follow-up on or before today, in the user's zone, is due. */
export const isDue = (item: JobNextDate, timeZone: string, now = new Date()) =>
  item.kind === "follow-up" && item.at <= todayIn(timeZone, now);

/** 'Technical · Mar 4, 3:30 PM' or 'Follow up · Thu, Mar 4' ('Follow-up due' once it is). */
export function nextDateText(item: JobNextDate, timeZone: string, now = new Date()) {
  if (item.kind === "follow-up") return `${isDue(item, timeZone, now) ? "Follow-up due" : "Follow up"} · ${formatCalendarDay(item.at)}`;
  return `${INTERVIEW_KIND_LABELS[item.interviewKind ?? "other"]} · ${formatShortIn(item.at, timeZone)}`;
}
