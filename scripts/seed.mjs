// Idempotent local demo data: a regular user and an admin, the demo user's complete profile with a photo and
// its published portfolio, a dozen job applications, and the offline lookup tables. Local only (never run against production).
// A repeated `npm start` costs one `wrangler d1 execute` (the user inserts plus a status query); the profile,
// its photo and the lookup tables are written only when they are missing.
import { pbkdf2Sync, randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { run, STATE_DIR } from "./lib.mjs";
import { executeSql, LOOKUP_STATUS_SQL, lookupStatements, lookupVersionCurrent, markLookupVersion } from "./load-lookups.mjs";

export const DEMO_USERS = [
  { email: "demo@example.com", password: "Demo1234!", username: "demo", firstName: "Demo", lastName: "User", role: "user" },
  { email: "admin@example.com", password: "Admin1234!", username: "admin", firstName: "Ada", lastName: "Admin", role: "admin" },
];

const DEMO_EMAIL = "demo@example.com";
const DEMO_AVATAR = fileURLToPath(new URL("../data/demo-avatar.png", import.meta.url));
const DEMO_AVATAR_NAME = "demo-avatar.png";
/** The demo profile (validated against the profile schemas by tests/unit/demo-seed.test.ts). */
export const DEMO_PROFILE = JSON.parse(readFileSync(new URL("../data/demo-profile.json", import.meta.url), "utf8"));
/**
 * computeCompletion() of app/schemas/profile.ts for DEMO_PROFILE with its photo, stored in the JSON beside it:
 * phone 5 + location 5 + social link 5 + photo 5 + title 10 + summary 10 + 3+ skills 10 + experience 20 +
 * education 15 + projects 15 = 100. tests/unit/demo-seed.test.ts checks it against the function.
 */
export const DEMO_COMPLETION = DEMO_PROFILE.completionPercentage;

// Same format as app/server/auth/passwords.server.ts.
function hashPassword(password) {
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(password, salt, 100_000, 32, "sha256");
  return `pbkdf2-sha256$100000$${salt.toString("base64")}$${hash.toString("base64")}`;
}

const quote = (value) => `'${String(value).replace(/'/g, "''")}'`;
const json = (value) => quote(JSON.stringify(value));

/** Upserts the demo user's profile (photo key `photos/<id>/demo-avatar.png`) and marks it completed. */
function demoProfileStatements(userId) {
  const p = DEMO_PROFILE;
  const now = Date.now();
  const columns = {
    phone: quote(p.phone),
    location: quote(p.location),
    website: quote(p.website),
    social_links: json(p.socialLinks),
    title: quote(p.title),
    summary: quote(p.summary),
    skills: json(p.skills),
    experience: json(p.experience),
    education: json(p.education),
    projects: json(p.projects),
    certifications: json(p.certifications),
    photo_key: quote(`photos/${userId}/${DEMO_AVATAR_NAME}`),
    completion_percentage: DEMO_COMPLETION,
    updated_at: now,
  };
  const names = Object.keys(columns);
  return [
    `INSERT INTO profiles (user_id, ${names.join(", ")}) VALUES (${quote(userId)}, ${Object.values(columns).join(", ")})
       ON CONFLICT(user_id) DO UPDATE SET ${names.map((n) => `${n} = excluded.${n}`).join(", ")};`,
    `UPDATE users SET is_profile_completed = 1, updated_at = ${now} WHERE id = ${quote(userId)};`,
  ];
}

/** A dozen realistic job applications across every column of the tracker (data/demo-jobs.json). */
export const DEMO_JOBS = JSON.parse(readFileSync(new URL("../data/demo-jobs.json", import.meta.url), "utf8"));

/** The demo jobs with their status histories (applied on the applied date, then the move to their column; a wishlist job only saved). */
function demoJobStatements(userId) {
  const now = Date.now();
  const day = 86_400_000;
  return DEMO_JOBS.flatMap((job, i) => {
    const id = randomUUID();
    const created = now - job.daysAgo * day - i * 60_000;
    // A saved posting (the wishlist, issue 31) has not been applied to: no date, and its history starts there.
    const wished = job.status === "wishlist";
    const appliedDate = wished ? "" : new Date(created).toISOString().slice(0, 10);
    // Issue 18: the recruiter is the first contact; interviews and follow-ups are set relative to now (on the half hour).
    const hasRecruiter = job.recruiterName || job.contactEmail || job.contactPhone;
    const contacts = hasRecruiter
      ? [
          {
            id: randomUUID(),
            name: job.recruiterName,
            role: "Recruiter",
            email: job.contactEmail,
            phone: job.contactPhone,
            linkedin: "",
            notes: "",
          },
        ]
      : [];
    const interviews = (job.upcomingInterviews ?? []).map((interview) => ({
      id: randomUUID(),
      at: new Date(Math.round((now + interview.inHours * 3_600_000) / 1_800_000) * 1_800_000).toISOString(),
      kind: interview.kind,
      notes: interview.notes,
    }));
    const followUpAt = job.followUpInDays === undefined ? null : new Date(now + job.followUpInDays * day).toISOString().slice(0, 10);
    const lastInterviewAt = interviews.length ? Date.parse(interviews[interviews.length - 1].at) : null;
    const statements = [
      `INSERT INTO job_applications (id, user_id, title, company, location, salary, status, priority, job_url, description, applied_date, recruiter_name, contact_email, contact_phone, notes, ai_suggestions, follow_up_at, interviews, contacts, last_interview_at, created_at, updated_at)
         VALUES (${[id, userId, job.title, job.company, job.location, job.salary, job.status, job.priority, job.jobUrl, job.description, appliedDate, job.recruiterName, job.contactEmail, job.contactPhone, job.notes].map(quote).join(", ")}, ${json(job.aiSuggestions)}, ${followUpAt === null ? "NULL" : quote(followUpAt)}, ${json(interviews)}, ${json(contacts)}, ${lastInterviewAt ?? "NULL"}, ${created}, ${created});`,
      `INSERT INTO job_status_history (id, job_id, from_status, to_status, changed_at) VALUES (${quote(randomUUID())}, ${quote(id)}, NULL, ${wished ? "'wishlist'" : "'applied'"}, ${created});`,
    ];
    if (!wished && job.status !== "applied") {
      statements.push(
        `INSERT INTO job_status_history (id, job_id, from_status, to_status, changed_at) VALUES (${quote(randomUUID())}, ${quote(id)}, 'applied', ${quote(job.status)}, ${created + Math.ceil(job.daysAgo / 2) * day});`,
      );
    }
    return statements;
  });
}

/** The demo portfolio's template; the seed publishes it so /portfolio/demo is live on a fresh start. */
export const DEMO_TEMPLATE = "modern-professional";
const DEMO_SNAPSHOT_PHOTO = "portfolio-demo-avatar.png";

/**
 * The snapshot a deploy takes (same shape as buildSnapshot() in app/server/portfolio/portfolio.server.ts;
 * tests/unit/demo-seed.test.ts compares the two).
 */
export function demoSnapshot(userId) {
  const p = DEMO_PROFILE;
  const user = DEMO_USERS.find((u) => u.email === DEMO_EMAIL);
  return {
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profilePhoto: `/media/photos/${userId}/${DEMO_SNAPSHOT_PHOTO}`,
    personalInfo: { phone: p.phone, location: p.location, socialLinks: p.socialLinks },
    professional: { title: p.title, summary: p.summary, skills: p.skills },
    experience: p.experience,
    education: p.education,
    projects: p.projects,
    certifications: p.certifications,
  };
}

/** Selects the demo template and publishes the demo portfolio (with its own copy of the photo). */
function demoPortfolioStatements(userId) {
  const now = Date.now();
  return [
    `INSERT INTO portfolios (user_id, template_id, snapshot, photo_key, status, deploy_count, first_deployed_at, deployed_at)
       VALUES (${quote(userId)}, ${quote(DEMO_TEMPLATE)}, ${json(demoSnapshot(userId))}, ${quote(`photos/${userId}/${DEMO_SNAPSHOT_PHOTO}`)}, 'live', 1, ${now}, ${now})
       ON CONFLICT(user_id) DO UPDATE SET template_id = excluded.template_id, snapshot = excluded.snapshot, photo_key = excluded.photo_key, status = 'live', deployed_at = excluded.deployed_at;`,
    `UPDATE users SET selected_template = ${quote(DEMO_TEMPLATE)}, portfolio_deployed = 1, updated_at = ${now} WHERE id = ${quote(userId)};`,
  ];
}

export async function seed() {
  const now = Date.now();
  const statements = DEMO_USERS.map(
    (u) =>
      `INSERT OR IGNORE INTO users (id, email, username, first_name, last_name, password_hash, role, created_at, updated_at) VALUES (${[
        randomUUID(),
        u.email,
        u.username,
        u.firstName,
        u.lastName,
        hashPassword(u.password),
        u.role,
      ]
        .map(quote)
        .join(", ")}, ${now}, ${now});`,
  );
  statements.push(
    LOOKUP_STATUS_SQL,
    `SELECT u.id AS id, COALESCE(p.photo_key, '') AS photoKey, COALESCE(p.completion_percentage, 0) AS completion,
            (SELECT COUNT(*) FROM job_applications j WHERE j.user_id = u.id) AS jobs
       FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.email = ${quote(DEMO_EMAIL)};`,
  );
  const results = await executeSql(statements, { json: true });
  const lookups = results.at(-2).results[0];
  const demo = results.at(-1).results[0];
  console.log("Seeded demo users (existing rows are kept).");

  // First start on this state (or the demo profile was emptied): the complete demo profile and its photo.
  const work = [];
  const followUp = [];
  if (demo && (!demo.photoKey || demo.completion === 0)) {
    followUp.push(...demoProfileStatements(demo.id), ...demoPortfolioStatements(demo.id));
    // One local R2 writer at a time: two concurrent `wrangler r2 object put` on one state dir can fail.
    const putPhoto = (name) =>
      run(
        "wrangler",
        [
          "r2",
          "object",
          "put",
          `vitrine-files/photos/${demo.id}/${name}`,
          "--local",
          "--persist-to",
          STATE_DIR,
          "--file",
          DEMO_AVATAR,
          "--content-type",
          "image/png",
          "-c",
          "wrangler.toml",
        ],
        { quiet: true },
      );
    work.push(
      putPhoto(DEMO_AVATAR_NAME)
        .then(() => putPhoto(DEMO_SNAPSHOT_PHOTO))
        .then(() => console.log("Stored the demo user's profile photo (and the published portfolio's copy) in local R2.")),
    );
  }
  // The demo user's job tracker board, on a first start (or once the demo user has no jobs at all).
  if (demo && !demo.jobs) followUp.push(...demoJobStatements(demo.id));
  const stale = !lookupVersionCurrent();
  const need = { cities: stale || !lookups.cities, universities: stale || !lookups.universities };
  if (need.cities || need.universities) followUp.push(...lookupStatements(need));
  if (followUp.length) {
    const started = Date.now();
    work.push(
      executeSql(followUp).then(() => {
        if (need.cities || need.universities) markLookupVersion();
        const loaded = [need.cities && "cities", need.universities && "universities"].filter(Boolean);
        console.log(
          `Seeded ${[demo && followUp.some((s) => s.includes("INTO profiles")) && "the demo profile", demo && followUp.some((s) => s.includes("INTO job_applications")) && "the demo jobs", loaded.length && `lookup data (${loaded.join(", ")})`].filter(Boolean).join(" and ")} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
        );
      }),
    );
  }
  await Promise.all(work);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await seed();
}
