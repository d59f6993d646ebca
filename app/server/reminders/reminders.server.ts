// The hourly run (issue 18 §2, ADR 0016): a notification when a follow-up falls due or an interview is within 24 h,
// and once a day a digest email to each user who has any such item (unless they opted out in settings). Run by the
// Worker's `scheduled` handler (Cron Trigger), by wrangler's test trigger and by POST /api/dev/run-scheduled.
// Idempotent: each due item is recorded in job_reminders and each digest in digest_sends, in the same transaction as
// what they produce, so a second run in the same hour (or two runs at once) creates nothing twice.
// Issue 31: everything is in each user's own zone (users.time_zone, UTC when unset): the times the texts name, the
// day a follow-up falls due and the day a digest belongs to.
import { formatDateTimeIn, todayIn, validTimeZone } from "~/lib/time-zone";
import { INTERVIEW_KIND_LABELS, type InterviewKind } from "~/schemas/jobs-rules";
import type { Db } from "../db.server";
import { enqueueEmail } from "../email/enqueue.server";

const HOUR = 3_600_000;
/** Interviews this close are reminded of. */
const INTERVIEW_NOTICE_MS = 24 * HOUR;
/**
 * A follow-up is reminded of on its day or, when set in the past or missed, up to a week late; after that the digest
 * stops nagging about it (and the hourly read stays bounded).
 */
const FOLLOW_UP_GRACE_DAYS = 7;
/** The zones furthest ahead of and behind UTC (Pacific/Kiritimati +14, Etc/GMT+12 -12): bounds of "today" anywhere. */
const AHEAD_OF_UTC_MS = 14 * HOUR;
const BEHIND_UTC_MS = 12 * HOUR;

interface DueItem {
  userId: string;
  jobId: string;
  title: string;
  company: string;
  kind: "follow-up" | "interview";
  /** follow-up: YYYY-MM-DD; interview: ISO date-time (UTC). */
  at: string;
  interviewKind?: InterviewKind;
  /** What job_reminders records: `follow-up:{date}` or `interview:{id}:{at}`. */
  item: string;
  /** The user's IANA zone (UTC when unset): the texts name times in it. */
  timeZone: string;
}

export interface ScheduledRunResult {
  reminders: number;
  digests: number;
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The notification (and digest line) of one due item: it names the company, the job title and the time in the user's zone. */
function reminderText(item: Pick<DueItem, "kind" | "title" | "company" | "at" | "interviewKind" | "timeZone">) {
  if (item.kind === "follow-up")
    return { title: "Time to follow up", message: `Follow up on your ${item.title} application at ${item.company}.` };
  const kind = INTERVIEW_KIND_LABELS[item.interviewKind ?? "other"];
  return {
    title: "Interview within 24 hours",
    // 'Thu, Mar 4, 3:30 PM PST': the zone's name is always written.
    message: `${kind} for ${item.title} at ${item.company}: ${formatDateTimeIn(item.at, item.timeZone)}.`,
  };
}

/** The job a due item is about, from either query's row, with its owner's zone. */
function dueJob(row: { user_id: string; id: string; title: string; company: string; time_zone: string | null }) {
  return { userId: row.user_id, jobId: row.id, title: row.title, company: row.company, timeZone: validTimeZone(row.time_zone) ?? "UTC" };
}

/**
 * Follow-ups due by today where their user is (up to `graceDays` late) and interviews from now to `until`, of every
 * user or one. The follow-up read is bounded by the days it can be anywhere; each row is then held to its user's day.
 */
async function dueItems(db: Db, now: number, options: { graceDays: number; interviewsUntil: number; userId?: string }): Promise<DueItem[]> {
  const user = options.userId ?? null;
  const graceMs = options.graceDays * 24 * HOUR;
  const followUps = await db.$client
    .prepare(
      `SELECT j.user_id, j.id, j.title, j.company, j.follow_up_at, u.time_zone
       FROM job_applications j JOIN users u ON u.id = j.user_id
       WHERE j.follow_up_at IS NOT NULL AND j.follow_up_at <= ?1 AND j.follow_up_at >= ?2 AND (?3 IS NULL OR j.user_id = ?3)`,
    )
    .bind(utcDay(now + AHEAD_OF_UTC_MS), utcDay(now - graceMs - BEHIND_UTC_MS), user)
    .all<{ user_id: string; id: string; title: string; company: string; follow_up_at: string; time_zone: string | null }>();
  const interviews = await db.$client
    .prepare(
      `SELECT j.user_id, j.id, j.title, j.company, u.time_zone, json_extract(i.value, '$.id') AS interview_id,
              json_extract(i.value, '$.at') AS at, json_extract(i.value, '$.kind') AS kind
       FROM job_applications j JOIN users u ON u.id = j.user_id, json_each(j.interviews) i
       WHERE j.last_interview_at >= ?1 AND json_extract(i.value, '$.at') >= ?2 AND json_extract(i.value, '$.at') <= ?3
         AND (?4 IS NULL OR j.user_id = ?4)
       ORDER BY at`,
    )
    .bind(now, new Date(now).toISOString(), new Date(options.interviewsUntil).toISOString(), user)
    .all<{
      user_id: string;
      id: string;
      title: string;
      company: string;
      time_zone: string | null;
      interview_id: string;
      at: string;
      kind: InterviewKind;
    }>();
  const dueWhereTheUserIs = (item: DueItem) =>
    item.at <= todayIn(item.timeZone, new Date(now)) && item.at >= todayIn(item.timeZone, new Date(now - graceMs));
  return [
    ...followUps.results
      .map(
        (r): DueItem => ({
          ...dueJob(r),
          kind: "follow-up",
          at: r.follow_up_at,
          item: `follow-up:${r.follow_up_at}`,
        }),
      )
      .filter(dueWhereTheUserIs),
    ...interviews.results.map(
      (r): DueItem => ({
        ...dueJob(r),
        kind: "interview",
        at: r.at,
        interviewKind: r.kind,
        item: `interview:${r.interview_id}:${r.at}`,
      }),
    ),
  ];
}

/**
 * One notification per due item not yet reminded of. The reminder row and its notification are written together:
 * the notification's INSERT runs only when the reminder's INSERT added a row (`changes()`), in one transaction.
 */
async function notifyDue(db: Db, items: DueItem[], now: number): Promise<number> {
  let created = 0;
  for (let i = 0; i < items.length; i += 40) {
    const statements = items.slice(i, i + 40).flatMap((item) => {
      const { title, message } = reminderText(item);
      return [
        db.$client
          .prepare("INSERT INTO job_reminders (job_id, item, user_id, created_at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING")
          .bind(item.jobId, item.item, item.userId, now),
        db.$client
          .prepare(
            `INSERT INTO notifications (id, user_id, is_global, type, priority, title, message, action_url, action_text, created_at)
             SELECT ?1, ?2, 0, 'info', ?3, ?4, ?5, ?6, 'Open application', ?7 WHERE changes() = 1`,
          )
          .bind(
            crypto.randomUUID(),
            item.userId,
            item.kind === "interview" ? "high" : "medium",
            title,
            message,
            `/jobtracker?job=${encodeURIComponent(item.jobId)}`,
            now,
          ),
      ];
    });
    const results = await db.$client.batch(statements);
    created += results.filter((_, index) => index % 2 === 1).reduce((sum, r) => sum + (r.meta.changes ?? 0), 0);
  }
  return created;
}

/**
 * The daily digest: each user with a due follow-up (at most a week overdue) or an interview in the next 24 h, who has
 * not opted out, gets one email per day of their own zone. The day's row is claimed first (INSERT … RETURNING): a
 * parallel run that loses the claim sends nothing.
 */
async function sendDigests(db: Db, env: Pick<Env, "EMAIL_QUEUE" | "APP_URL">, items: DueItem[], now: number): Promise<number> {
  const byUser = new Map<string, DueItem[]>();
  for (const item of items) byUser.set(item.userId, [...(byUser.get(item.userId) ?? []), item]);
  if (byUser.size === 0) return 0;
  let sent = 0;
  for (const [userId, userItems] of byUser) {
    const timeZone = userItems[0]!.timeZone;
    const day = todayIn(timeZone, new Date(now));
    const claimed = await db.$client
      .prepare(
        `INSERT INTO digest_sends (user_id, day, sent_at)
         SELECT id, ?2, ?3 FROM users WHERE id = ?1 AND digest_emails = 1 AND status = 'active'
         ON CONFLICT DO NOTHING RETURNING user_id`,
      )
      .bind(userId, day, now)
      .first<{ user_id: string }>();
    if (!claimed) continue;
    const user = await db.$client
      .prepare("SELECT email, first_name FROM users WHERE id = ?1")
      .bind(userId)
      .first<{ email: string; first_name: string }>();
    if (!user) continue;
    await enqueueEmail(env, {
      template: "reminder-digest",
      to: user.email,
      data: {
        firstName: user.first_name,
        appUrl: env.APP_URL,
        timeZone,
        items: userItems.map((item) => ({ ...reminderText(item), url: `${env.APP_URL}/jobtracker?job=${encodeURIComponent(item.jobId)}` })),
      },
    });
    sent++;
  }
  return sent;
}

/** The hourly run: reminders, then digests. */
export async function runScheduled(db: Db, env: Pick<Env, "EMAIL_QUEUE" | "APP_URL">, now = Date.now()): Promise<ScheduledRunResult> {
  const interviewsUntil = now + INTERVIEW_NOTICE_MS;
  const due = await dueItems(db, now, { interviewsUntil, graceDays: FOLLOW_UP_GRACE_DAYS });
  const reminders = await notifyDue(db, due, now);
  const digests = await sendDigests(db, env, due, now);
  return { reminders, digests };
}
