// Issue 31 §2 "Time zones" in the browser: a browser in America/Los_Angeles signs up (or signs in) and its account
// takes that zone; the board's FIRST view (server-rendered, with no zone cookie to lean on) already writes the
// interview in Pacific time on the card and in the week strip, and so do the job's status timeline and interview
// list; the settings card shows the zone and changes it.
import type { Page } from "@playwright/test";
import { expect, fillRegistration, readCode, registerThroughApi, signInThroughApi, signInThroughUi, test, typeCode } from "./fixtures";

const PACIFIC = "America/Los_Angeles";
test.use({ timezoneId: PACIFIC });

const HOUR = 3_600_000;

/** An instant written by Intl in a zone, computed here on its own (not through the app's formatter). */
const written = (ms: number, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-US", { ...options, timeZone }).format(ms);

/** Matches `text` whatever spaces Intl put in it (ICU writes a narrow no-break space before AM/PM). */
const loose = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+"));

const zoneOf = async (page: Page) => (await (await page.request.get("/api/auth/profile")).json()).user.timeZone as string | null;

/** The interview of the journey: a day and a few hours ahead, on the half hour (within the week strip's 7 days). */
const interviewAt = () => Math.ceil((Date.now() + 26 * HOUR) / HOUR) * HOUR + 30 * 60_000;

test("a browser in Los Angeles signs up and sees its interview in Pacific time on the first view of the board and in the timeline", async ({
  page,
  request,
  account,
}) => {
  await page.goto("/signin?step=signup");
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send verification code" }).click();
  // The code step re-mounts when the answer lands: type only once it has.
  await expect(page.getByText("Verification code sent to your email!")).toBeVisible();
  await typeCode(page, await readCode(request, account.email, /verification code/i));
  await expect(page.getByRole("heading", { name: "Complete your registration" })).toBeVisible();
  await fillRegistration(page, account);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Account created successfully. Please sign in using your credentials.")).toBeVisible();
  // Registered with the browser's zone: the account has it before it ever signs in (this sign-in sends none).
  await signInThroughApi(page, account);
  expect(await zoneOf(page)).toBe(PACIFIC);

  // The board must not lean on the browser's cookie: the stored zone alone decides its first view.
  await page.context().clearCookies({ name: "vitrine_tz" });
  const at = interviewAt();
  const created = await page.request.post("/api/jobs", {
    data: {
      title: "Staff Engineer",
      company: "Pacific Labs",
      status: "interview",
      interviews: [{ at: new Date(at).toISOString(), kind: "technical" }],
    },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(created.status(), await created.text()).toBe(201);
  const job = (await created.json()).data.job as { id: string; statusHistory: { changedAt: string }[] };

  const cardText = `Technical · ${written(at, PACIFIC, { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" })}`;
  const stripText = `${written(at, PACIFIC, { weekday: "short", month: "short", day: "numeric" })} · ${written(at, PACIFIC, {
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  })}`;
  expect(stripText).toMatch(/P[SD]T$/);

  // The server's first render already says it (the HTML as sent, before any script runs)...
  const html = await (await page.request.get("/jobtracker")).text();
  expect(loose(cardText).test(html), `the server-rendered card says "${cardText}"`).toBe(true);
  expect(loose(stripText).test(html), `the server-rendered week strip says "${stripText}"`).toBe(true);
  // ...and so does the page on its first view.
  await page.goto("/jobtracker");
  await expect(page.getByTestId("job-card-next")).toHaveText(loose(cardText));
  await expect(page.getByRole("region", { name: "This week" })).toContainText(loose(stripText));

  await page
    .getByRole("link", { name: /Staff Engineer/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Staff Engineer" });
  const changedAt = Date.parse(job.statusHistory[0]!.changedAt);
  const timelineText = written(changedAt, PACIFIC, {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });
  await expect(dialog.getByRole("listitem").filter({ hasText: loose(timelineText) })).toBeVisible();
  const interviewText = written(at, PACIFIC, {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });
  await expect(dialog.getByTestId("interview-row")).toContainText(loose(interviewText));
});

test("an account without a zone takes the browser's at its first sign-in, and the settings card shows and changes it", async ({
  page,
  request,
  account,
}) => {
  await registerThroughApi(request, account);
  await signInThroughUi(page, account);
  expect(await zoneOf(page)).toBe(PACIFIC);

  await page.goto("/settings?tab=profile");
  const personal = page.getByRole("region", { name: "Personal Information" });
  await expect(personal).toContainText("America/Los Angeles");
  await personal.getByRole("link", { name: "Edit personal information" }).click();
  const select = personal.getByLabel("Time Zone");
  await expect(select).toHaveValue(PACIFIC);
  await select.selectOption("Asia/Tokyo");
  await page.screenshot({ path: test.info().outputPath("settings-time-zone.png"), fullPage: true });
  await personal.getByRole("button", { name: "Save" }).click();
  await expect(personal.getByRole("link", { name: "Edit personal information" })).toBeVisible();
  await expect(personal).toContainText("Asia/Tokyo");
  expect(await zoneOf(page)).toBe("Asia/Tokyo");

  // Opened directly, the form is rendered by the server with its zone list: the browser's hydration agrees with it.
  const hydrationErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat|#418|#425/i.test(message.text())) hydrationErrors.push(message.text());
  });
  await page.goto("/settings?tab=profile&edit=personal");
  await expect(personal.getByLabel("Time Zone")).toHaveValue("Asia/Tokyo");
  expect(hydrationErrors).toEqual([]);

  // The interview form reads the time typed in the account's zone (the one the page shows), not the browser's.
  const created = await page.request.post("/api/jobs", {
    data: { title: "Data Engineer", company: "Tokyo Works" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()).data.job as { id: string };
  const tomorrowInTokyo = written(Date.now() + 24 * HOUR, "Asia/Tokyo", { year: "numeric", month: "2-digit", day: "2-digit" });
  const [month, day, year] = tomorrowInTokyo.split("/");
  await page.goto(`/jobtracker?job=${id}`);
  const dialog = page.getByRole("dialog", { name: "Data Engineer" });
  await dialog.getByText("Schedule an interview").click();
  await dialog.getByLabel("Date and time").fill(`${year}-${month}-${day}T10:30`);
  await dialog.getByRole("button", { name: "Schedule interview" }).click();
  await expect(dialog.getByTestId("interview-row")).toContainText(loose("10:30 AM GMT+9"));
  const job = (await (await page.request.get(`/api/jobs/${id}`)).json()).data.job as { interviews: { at: string }[] };
  expect(job.interviews[0]!.at).toBe(`${year}-${month}-${day}T01:30:00.000Z`);
});
