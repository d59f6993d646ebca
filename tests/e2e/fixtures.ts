import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";

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

/** Signs the page's browser context in through POST /api/auth/login (its session cookie lands in the context). */
export async function signInThroughApi(page: Page, account: Pick<TestAccount, "email" | "password">) {
  const login = await page.request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
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

export const test = base.extend<{ account: TestAccount }>({
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
    const email = uniqueEmail();
    const username = `u${Date.now().toString(36)}${counter++}${process.pid}`.slice(0, 24);
    await use({ email, password: "Sup3rSecret", username, firstName: "Taylor", lastName: "Morgan" });
    await request.delete(`/api/dev/accounts/${encodeURIComponent(email)}`);
  },
});
