// Helpers for the API tests: requests go through the real Worker entry point (workers/app.ts: fetch wiring,
// Hono app, D1, email queue and its consumer, rate limiter), exactly as a client would reach them.
import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";
import { createSession } from "~/server/auth/sessions.server";
import { getDb } from "~/server/db.server";
import { readFlash } from "~/server/flash.server";
import { PROFILE_AT_65, SAMPLE_PROFILE } from "../sample-profile";

export { PROFILE_AT_65, SAMPLE_PROFILE };

export const BASE_URL = "http://localhost";

// --- Client IPs: every test uses its own CF-Connecting-IP so the per-IP auth throttle never couples tests. ---
const ipPrefix = crypto.getRandomValues(new Uint8Array(2));
let ipCounter = 0;

/** A fresh client IP (unique within the test run: random per file, counter within the file). */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${ipPrefix[0]}.${(ipPrefix[1]! + (ipCounter >> 8)) % 256}.${ipCounter % 256}`;
}

let emailCounter = 0;
/** A fresh, lowercase email address. */
export function uniqueEmail(tag = "user"): string {
  emailCounter += 1;
  return `${tag}-${emailCounter}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

/** A fresh valid username (lowercase letters, digits, hyphens). */
export function uniqueUsername(tag = "user"): string {
  return `${tag}-${crypto.randomUUID().slice(0, 8)}`;
}

export interface CallOptions {
  method?: string;
  /** Sent as JSON unless it is a string (sent raw, for malformed-body tests) or FormData (multipart). */
  body?: unknown;
  token?: string;
  cookie?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export interface ApiResult<T = any> {
  status: number;
  headers: Headers;
  text: string;
  body: T;
}

/** Sends a request to the Worker and returns status, headers, raw text and parsed JSON (or null). */
export async function call<T = any>(path: string, options: CallOptions = {}): Promise<ApiResult<T>> {
  const headers = new Headers(options.headers);
  if (options.ip !== undefined) headers.set("CF-Connecting-IP", options.ip);
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  if (options.cookie) headers.set("Cookie", options.cookie);
  let body: string | FormData | undefined;
  if (options.body instanceof FormData) {
    body = options.body; // multipart: fetch sets the boundary header
  } else if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  }
  const method = options.method ?? (body === undefined ? "GET" : "POST");
  const response = await exports.default.fetch(new Request(new URL(path, BASE_URL), { method, headers, body, redirect: "manual" }));
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  return { status: response.status, headers: response.headers, text, body: parsed as T };
}

/** A client bound to one IP (one per test). */
export function client(ip = nextIp()) {
  return {
    ip,
    call: <T = any>(path: string, options: CallOptions = {}) => call<T>(path, { ip, ...options }),
    post: <T = any>(path: string, body: unknown, options: CallOptions = {}) => call<T>(path, { ip, method: "POST", body, ...options }),
  };
}
export type Client = ReturnType<typeof client>;

// --- Mail: the API enqueues onto EMAIL_QUEUE; the Worker's queue() consumer renders and writes the outbox. ---

export interface OutboxRow {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: number;
}

export async function mailFor(email: string): Promise<OutboxRow[]> {
  const { results } = await env.DB.prepare('SELECT * FROM email_outbox WHERE "to" = ? ORDER BY created_at DESC, id DESC')
    .bind(email.toLowerCase())
    .all<OutboxRow>();
  return results;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the queue consumer has delivered more than `seen` emails to `email`; returns the newest.
 * Pass the count from before the request that sends the mail.
 */
export async function waitForMail(email: string, seen = 0, timeoutMs = 10_000): Promise<OutboxRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await mailFor(email);
    if (rows.length > seen) return rows[0]!;
    if (Date.now() > deadline) throw new Error(`No email for ${email} after ${timeoutMs} ms (had ${seen})`);
    await sleep(25);
  }
}

/** The six-digit code of a code email (as the user reads it in the text part). */
export function codeFrom(mail: OutboxRow): string {
  const match = mail.text.match(/Your code: (\d{6})/);
  if (!match) throw new Error(`No code in email "${mail.subject}"`);
  return match[1]!;
}

/** Waits for the next code email to `email` and returns its code. */
export async function nextCode(email: string, seen: number): Promise<string> {
  return codeFrom(await waitForMail(email, seen));
}

/** A six-digit code that is certainly not `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, "0");
}

/** Moves the send time of every code of `email` back, to get past the 60 s resend cooldown. */
export async function ageCodes(email: string, ms = 61_000) {
  await env.DB.prepare("UPDATE otp_codes SET created_at = created_at - ? WHERE email = ?").bind(ms, email).run();
}

export async function countUsers(email: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = ?").bind(email).first<{ n: number }>();
  return row!.n;
}

// --- Flows -----------------------------------------------------------------------------------------------

export const PASSWORD = "Secret123";

/**
 * A code step: `send` emails a code to `email`, `verify` checks the emailed code with the send's tempToken; returns
 * the verify answer's `tokenField`. Each call must answer 200.
 */
export async function tokenThroughCode(c: Client, email: string, send: string, verify: string, tokenField: string): Promise<string> {
  const seen = (await mailFor(email)).length;
  const sent = await c.post(send, { email });
  expect(sent.status, sent.text).toBe(200);
  const otp = await nextCode(email, seen);
  const verified = await c.post(verify, { otp, tempToken: sent.body.tempToken });
  expect(verified.status, verified.text).toBe(200);
  return verified.body[tokenField] as string;
}

/** send-otp + the emailed code + verify-otp: returns the verifiedToken for `email`. */
export const verifiedTokenFor = (c: Client, email: string) =>
  tokenThroughCode(c, email, "/api/auth/send-otp", "/api/auth/verify-otp", "verifiedToken");

export interface RegisteredUser {
  id: string;
  email: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Registers a user through the real API flow (send-otp, emailed code, verify-otp, register). */
export async function registerUser(overrides: Partial<Omit<RegisteredUser, "id">> = {}, c: Client = client()): Promise<RegisteredUser> {
  const input = {
    email: overrides.email ?? uniqueEmail(),
    username: overrides.username ?? uniqueUsername(),
    password: overrides.password ?? PASSWORD,
    firstName: overrides.firstName ?? "Ada",
    lastName: overrides.lastName ?? "Lovelace",
  };
  const verifiedToken = await verifiedTokenFor(c, input.email);
  const registered = await c.post("/api/auth/register", {
    firstName: input.firstName,
    lastName: input.lastName,
    username: input.username,
    password: input.password,
    verifiedToken,
  });
  expect(registered.status, registered.text).toBe(201);
  // Let the welcome email land, so callers can count this user's mail (signup code + welcome = 2).
  await waitForMail(input.email, 1);
  return { ...input, id: registered.body.user.id as string };
}

/** Signs in through POST /api/auth/login and returns the bearer token and the response. */
export async function login(c: Client, email: string, password: string) {
  const result = await c.post("/api/auth/login", { email, password });
  expect(result.status, result.text).toBe(200);
  return { token: result.body.token as string, result };
}

/** Registers and signs in a fresh user; `c` is the client it signed in with. */
export async function signedInUser(c: Client = client()) {
  const user = await registerUser({}, c);
  const { token } = await login(c, user.email, user.password);
  return { user, token, c };
}

/** A Google-only account (no password) with a live session, as the Google callback leaves it. */
export async function googleOnlyUser() {
  const id = crypto.randomUUID();
  const email = uniqueEmail("google");
  const username = uniqueUsername("g");
  await env.DB.prepare(
    "INSERT INTO users (id, email, username, first_name, last_name, password_hash, google_id, oauth_provider) VALUES (?, ?, ?, 'Grace', 'Hopper', NULL, ?, 'google')",
  )
    .bind(id, email, username, `gid-${id}`)
    .run();
  const { token } = await createSession(getDb(env.DB), env.JWT_SECRET, id);
  return { id, email, username, token };
}

export async function setUserStatus(userId: string, status: "active" | "inactive" | "suspended") {
  await env.DB.prepare("UPDATE users SET status = ? WHERE id = ?").bind(status, userId).run();
}

/** Asserts the API's error shape and returns the body. */
export function expectError(result: ApiResult, status: number, message?: string | RegExp) {
  expect(result.status, result.text).toBe(status);
  expect(result.headers.get("Content-Type")).toMatch(/application\/json/);
  expect(result.body.success).toBe(false);
  expect(typeof result.body.message).toBe("string");
  if (typeof message === "string") expect(result.body.message).toBe(message);
  else if (message) expect(result.body.message).toMatch(message);
  return result.body;
}

/** Asserts a 400 whose one field error, on `path`, is also its message. */
export function expectFieldError(result: ApiResult, path: string, message: string) {
  expect(result.status, result.text).toBe(400);
  expect(result.body).toEqual({ success: false, message, errors: [{ path, param: path, msg: message }] });
}

/** The flash toast a response sets (read back the way the next page's root loader reads it), or null. */
export async function flashToastOf(res: { headers: Headers }) {
  const pair = res.headers.get("Set-Cookie")?.match(/vitrine_flash=[^;]*/)?.[0];
  if (!pair) return null;
  return (await readFlash(env, new Request("https://vitrine.test/", { headers: { Cookie: pair } }))).toast;
}

/** A user whose portfolio is live with `template` (the profile left empty): the owner, their token and client. */
export async function publishedOwner(template = "terminal-developer-focused") {
  const { user, token, c } = await signedInUser();
  await preparePortfolio(c, token, { profile: null, template });
  return { user, token, c };
}

/**
 * Makes a signed-in user ready to deploy: saves `profile` (none: leaves it empty), marks it complete and selects `template`; with
 * `deploy`, deploys the portfolio too. Each step must answer 200.
 */
export async function preparePortfolio(
  c: Client,
  token: string,
  { profile = SAMPLE_PROFILE as object | null, template = "modern-professional", deploy = true } = {},
) {
  const steps: Array<[string, string, unknown]> = [
    ["/api/auth/profile/complete", "PATCH", { isProfileCompleted: true }],
    ["/api/profiles/template", "PATCH", { selectedTemplate: template }],
  ];
  if (profile) steps.unshift(["/api/profiles/me", "PUT", profile]);
  if (deploy) steps.push(["/api/portfolio/deploy", "POST", {}]);
  for (const [path, method, body] of steps) {
    const result = await c.call(path, { method, token, body });
    expect(result.status, `${path}: ${result.text}`).toBe(200);
  }
}

/**
 * POST /api/jobs/import as a user: `importCsv` sends the CSV (text, or a file's raw bytes) as the form's file and
 * answers as the API does (`auth` replaces the user's token); `imports` is an import that must succeed, its 201
 * checked, and gives its report (created, errors, mapping, unknownStages…).
 */
export function jobsCsvImport(c: Client, token: string) {
  const importCsv = (csv: string | Blob, { dryRun = false, auth = { token } as { token?: string }, name = "jobs.csv" } = {}) => {
    const form = new FormData();
    form.set("file", typeof csv === "string" ? new File([csv], name, { type: "text/csv" }) : new File([csv], name));
    return c.call(`/api/jobs/import${dryRun ? "?dryRun=1" : ""}`, { method: "POST", body: form, ...auth });
  };
  const imports = async (csv: string) => {
    const res = await importCsv(csv);
    expect(res.status, res.text).toBe(201);
    return res.body.data;
  };
  return { importCsv, imports };
}
