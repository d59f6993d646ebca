import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { PROFILE_AT_65, SAMPLE_PROFILE } from "../sample-profile";

export { PROFILE_AT_65 };

export { expect };

let counter = 0;
export function uniqueEmail(prefix = "e2e") {
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter++}@example.com`;
}

/** Polls the development outbox for the newest email to `to` whose subject matches, and returns its 6-digit code. */
export async function readCode(request: APIRequestContext, to: string, subject: RegExp, after = 0): Promise<string> {
  let last: unknown;
  for (let i = 0; i < 50; i++) {
    const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    const emails = (await response.json()) as Array<{ subject: string; text: string; createdAt: string }>;
    last = emails;
    const match = emails.find((e) => subject.test(e.subject) && Date.parse(e.createdAt) >= after);
    const code = match?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No code for ${to}: ${JSON.stringify(last)}`);
}

export interface TestAccount {
  email: string;
  password: string;
  username: string;
  firstName: string;
  lastName: string;
}

/** Registers an account through the public API (send-otp, code from the outbox, verify, register). */
export async function registerThroughApi(request: APIRequestContext, account: TestAccount) {
  const sent = await request.post("/api/auth/send-otp", { data: { email: account.email } });
  expect(sent.status()).toBe(200);
  const { tempToken } = await sent.json();
  const otp = await readCode(request, account.email, /verification code/i);
  const verified = await request.post("/api/auth/verify-otp", { data: { otp, tempToken } });
  expect(verified.status()).toBe(200);
  const { verifiedToken } = await verified.json();
  const registered = await request.post("/api/auth/register", {
    data: {
      firstName: account.firstName,
      lastName: account.lastName,
      username: account.username,
      password: account.password,
      verifiedToken,
    },
  });
  expect(registered.status()).toBe(201);
}

/**
 * Signs the page's browser context in through POST /api/auth/login (its session cookie lands in the context) and
 * returns the bearer token and the user's id, for API set-up calls.
 */
export async function signInThroughApi(page: Page, account: Pick<TestAccount, "email" | "password">) {
  const login = await page.request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
  expect(login.status(), `sign-in of ${account.email}`).toBe(200);
  const body = (await login.json()) as { token: string; user: { id: string } };
  return { token: body.token, id: body.user.id };
}

/** Opens /signin and types `email` and `password` into its form (not sent yet). */
export async function fillSignIn(page: Page, email: string, password: string) {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
}

/** Signs the page in through the sign-in form, as a person would, and waits until it has left /signin. */
export async function signInThroughUi(page: Page, account: Pick<TestAccount, "email" | "password">) {
  await fillSignIn(page, account.email, account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname !== "/signin");
}

/** The seeded accounts (scripts/seed.mjs). */
export const ADMIN = { email: "admin@example.com", password: "Admin1234!" };
export const DEMO = { email: "demo@example.com", password: "Demo1234!" };

export interface JobInput {
  title: string;
  company: string;
  status?: "wishlist" | "applied" | "interview" | "in-progress" | "offer" | "rejected";
  priority?: string;
  appliedDate?: string;
}

/**
 * The API as one user, for a journey's set-up: with a token its calls carry it, without one they ride on the
 * context's session cookie. Every call must succeed (a 2xx); it answers the parsed JSON.
 */
function apiAs(request: APIRequestContext, token?: string) {
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  const send = async (method: string, path: string, data?: unknown) => {
    const response = await request.fetch(path, { method, headers, data });
    expect(response.ok(), `${method} ${path}: ${response.status()} ${response.ok() ? "" : await response.text()}`).toBe(true);
    // Set-up reads whatever shape the endpoint answers.
    return (await response.json()) as any;
  };
  return {
    get: (path: string) => send("GET", path),
    post: (path: string, data: unknown = {}) => send("POST", path, data),
    put: (path: string, data: unknown) => send("PUT", path, data),
    patch: (path: string, data: unknown) => send("PATCH", path, data),
    /** Creates a job (201) and returns it as the API answers it. */
    createJob: async (job: JobInput) => (await send("POST", "/api/jobs", job)).data.job as { id: string; version: number } & JobInput,
    /** The user's jobs, newest first, as the API answers them. */
    jobs: async () => (await send("GET", "/api/jobs")).data.jobs as Array<{ id: string; version: number } & Record<string, unknown>>,
    /**
     * Saves `profile` (none: leaves it as it is), marks it complete and selects `template` (none: selects nothing);
     * with `deploy`, publishes the portfolio too.
     */
    preparePortfolio: async ({
      profile = SAMPLE_PROFILE as object | null,
      template = "modern-professional" as string | null,
      deploy = true,
    } = {}) => {
      if (profile) await send("PUT", "/api/profiles/me", profile);
      await send("PATCH", "/api/auth/profile/complete", { isProfileCompleted: true });
      if (template) await send("PATCH", "/api/profiles/template", { selectedTemplate: template });
      if (deploy) await send("POST", "/api/portfolio/deploy", {});
    },
  };
}
type UserApi = ReturnType<typeof apiAs>;

/** What `login()` gives a test: its account registered and signed in on the page, with the API as that user. */
export interface SignedIn {
  token: string;
  id: string;
  api: UserApi;
}

/** The first toast on the page that says `message`. */
export function toast(page: Page, message: string) {
  return page.locator("[data-toast]").filter({ hasText: message }).first();
}

/** Fills the sign-up's last step (names, username, password twice) with `account` (not sent yet). */
export async function fillRegistration(page: Page, account: TestAccount) {
  await page.getByLabel("First name").fill(account.firstName);
  await page.getByLabel("Last name").fill(account.lastName);
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password").fill(account.password);
}

export async function typeCode(page: Page, code: string) {
  for (let i = 0; i < code.length; i++) await page.getByLabel(`Digit ${i + 1} of 6`).fill(code[i]!);
}

/**
 * Records the text of every toast the page shows from its next navigation on, and returns an assertion that waits
 * until a toast with `text` has been seen (`times`: that many toasts with it, for a step that fails twice in a row on
 * the same page). A toast lasts 2-4 s: on a loaded machine a visibility poll can miss it.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    const recorded = new WeakSet<Element>();
    (window as unknown as { __toastsSeen: string[] }).__toastsSeen = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll("[data-toast]")) {
        const text = el.textContent ?? "";
        if (text && !recorded.has(el)) {
          recorded.add(el);
          seen.push(text);
        }
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return (text: string, { times = 1, timeout = 30_000 }: { times?: number; timeout?: number } = {}) =>
    expect
      .poll(
        () =>
          page.evaluate(
            (wanted) =>
              ((window as unknown as { __toastsSeen?: string[] }).__toastsSeen ?? []).filter((seen) => seen.includes(wanted)).length,
            text,
          ),
        { timeout },
      )
      .toBeGreaterThanOrEqual(times);
}

/**
 * Each test gets fresh account details and its data is removed afterwards. With JavaScript on, `page.goto`
 * waits for hydration, so a click never lands in the window where it would post natively and be replayed.
 */
let testAddress = 0;

export const test = base.extend<{
  account: TestAccount;
  /**
   * Registers the test's `account` through the API, signs the page in with it (Epic Stack's `login()`) and creates
   * `jobs` for it, in order.
   */
  login: (...jobs: JobInput[]) => Promise<SignedIn>;
  /** Registers one more account (`overrides` on fresh details) through the API; it is removed after the test. */
  registerAccount: (overrides?: Partial<TestAccount>) => Promise<TestAccount>;
}>({
  // Each test's requests (its pages and its `request`) come from an address of their own, as different visitors
  // would: wrangler dev passes CF-Connecting-IP through as Cloudflare sets it. Otherwise the whole suite is one IP, and
  // the per-IP auth throttle (30 a minute per endpoint) refuses a fast machine's sign-ups with 429.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const n = testAddress++;
    const ip = `10.${testInfo.workerIndex % 250}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
    await use({ ...extraHTTPHeaders, "CF-Connecting-IP": ip });
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    // Every page a journey visits must run under its Content-Security-Policy without a single violation
    // (issue 12 §1): Chromium reports each blocked script, style or frame on the console.
    const cspViolations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|securitypolicyviolation/i.test(message.text())) cspViolations.push(`${page.url()}: ${message.text()}`);
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(
          `securitypolicyviolation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // data-hydrated: React took over; data-js: the public portfolio's enhance script ran (it has no React runtime).
      if (javaScriptEnabled !== false) await page.waitForSelector("html[data-hydrated], html[data-js]", { state: "attached" });
      return response;
    };
    await use(page);
    expect(cspViolations, "Content-Security-Policy violations").toEqual([]);
  },
  account: async ({ request }, use) => {
    const account = freshAccount();
    await use(account);
    await request.delete(`/api/dev/accounts/${encodeURIComponent(account.email)}`);
  },
  login: async ({ page, request, account }, use) => {
    await use(async (...jobs) => {
      await registerThroughApi(request, account);
      const { token, id } = await signInThroughApi(page, account);
      const api = apiAs(page.request, token);
      for (const job of jobs) await api.createJob(job);
      return { token, id, api };
    });
  },
  registerAccount: async ({ request }, use) => {
    const made: string[] = [];
    await use(async (overrides = {}) => {
      const account = { ...freshAccount("other"), ...overrides };
      made.push(account.email);
      await registerThroughApi(request, account);
      return account;
    });
    for (const email of made) await request.delete(`/api/dev/accounts/${encodeURIComponent(email)}`);
  },
});

/** Fresh account details (nothing registered yet). */
function freshAccount(prefix = "e2e"): TestAccount {
  const email = uniqueEmail(prefix);
  const username = `u${Date.now().toString(36)}${counter++}${process.pid}`.slice(0, 24);
  return { email, password: "Sup3rSecret", username, firstName: "Taylor", lastName: "Morgan" };
}
