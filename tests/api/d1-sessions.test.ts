// Read-your-writes across requests with D1's Sessions API (issue 16 goal 4): every answer hands the client the
// session's bookmark (x-d1-bookmark for API clients, the vitrine_d1 cookie for browsers); a request that sends it
// back continues from it, so it reads its own write even when a replica serves it. Locally D1 has no replicas, so
// these tests pin the contract: the bookmark is answered, sent back, advances with writes, garbage is harmless,
// and pages stored in the shared edge cache never carry the cookie.
import { describe, expect, it } from "vitest";
import { D1_BOOKMARK_COOKIE, D1_BOOKMARK_HEADER } from "~/server/d1-session.server";
import { call, type Client, SAMPLE_PROFILE, signedInUser } from "./helpers";

const BOOKMARK = /^[0-9a-f]+(?:-[0-9a-f]+)*$/i;

/** The vitrine_d1 cookie an answer sets (its value), or null. */
function bookmarkCookie(headers: Headers): string | null {
  const cookie = headers.getSetCookie().find((c) => c.startsWith(`${D1_BOOKMARK_COOKIE}=`));
  return cookie ? cookie.slice(D1_BOOKMARK_COOKIE.length + 1).split(";")[0]! : null;
}

function cookieAttributes(headers: Headers): string {
  return headers.getSetCookie().find((c) => c.startsWith(`${D1_BOOKMARK_COOKIE}=`)) ?? "";
}

async function createJob(c: Client, token: string, title: string, headers: Record<string, string> = {}) {
  const created = await c.call("/api/jobs", { method: "POST", token, headers, body: { title, company: "Bookmark Co" } });
  expect(created.status, created.text).toBe(201);
  return created;
}

describe("D1 sessions: read-your-writes across requests", () => {
  it("answers a write's bookmark in the header and the cookie; sending it back reads the write", async () => {
    const { token, c } = await signedInUser();
    const created = await createJob(c, token, "Replica Reader");
    const bookmark = created.headers.get(D1_BOOKMARK_HEADER);
    expect(bookmark).toMatch(BOOKMARK);
    expect(bookmarkCookie(created.headers)).toBe(bookmark);
    expect(cookieAttributes(created.headers)).toMatch(/; Path=\/; HttpOnly;.*SameSite=Lax/);

    // An API client sends the header back...
    const listed = await c.call("/api/jobs", { token, headers: { [D1_BOOKMARK_HEADER]: bookmark! } });
    expect(listed.status).toBe(200);
    expect(listed.body.data.jobs.map((j: { title: string }) => j.title)).toContain("Replica Reader");
    expect(listed.headers.get(D1_BOOKMARK_HEADER)! >= bookmark!).toBe(true); // bookmarks sort oldest to newest

    // ...a browser its cookie, and the page reads the write too.
    const board = await c.call("/jobtracker", { cookie: `vitrine_session=${token}; ${D1_BOOKMARK_COOKIE}=${bookmark}` });
    expect(board.status).toBe(200);
    expect(board.text).toContain("Replica Reader");
  });

  it("advances the bookmark with every write", async () => {
    const { token, c } = await signedInUser();
    const first = (await createJob(c, token, "First")).headers.get(D1_BOOKMARK_HEADER)!;
    const second = await createJob(c, token, "Second", { [D1_BOOKMARK_HEADER]: first });
    const next = second.headers.get(D1_BOOKMARK_HEADER)!;
    expect(next > first).toBe(true);
    expect(bookmarkCookie(second.headers)).toBe(next);
  });

  it("a page read without a bookmark starts one in the cookie (no header for pages)", async () => {
    const { token, c } = await signedInUser();
    const board = await c.call("/jobtracker", { cookie: `vitrine_session=${token}` });
    expect(board.status).toBe(200);
    expect(bookmarkCookie(board.headers)).toMatch(BOOKMARK);
    expect(board.headers.has(D1_BOOKMARK_HEADER)).toBe(false);
  });

  it("still works with a garbage bookmark in the header or the cookie, and answers a real one", async () => {
    const { token, c } = await signedInUser();
    const listed = await c.call("/api/jobs", {
      token,
      headers: { [D1_BOOKMARK_HEADER]: "garbage!" },
      cookie: `${D1_BOOKMARK_COOKIE}=zzz-not-a-bookmark`,
    });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.headers.get(D1_BOOKMARK_HEADER)).toMatch(BOOKMARK);
    const wellFormedButUnknown = await c.call("/api/jobs", { token, headers: { [D1_BOOKMARK_HEADER]: "00000000-00000000-00000000-0" } });
    expect(wellFormedButUnknown.status, wellFormedButUnknown.text).toBe(200);
    const page = await c.call("/jobtracker", { cookie: `vitrine_session=${token}; ${D1_BOOKMARK_COOKIE}=%%%` });
    expect(page.status).toBe(200);
  });

  it("sends no Set-Cookie on a public portfolio page, rendered or from the edge cache, even with a bookmark", async () => {
    const { user, token, c } = await signedInUser();
    const steps = [
      () => c.call("/api/profiles/me", { method: "PUT", token, body: SAMPLE_PROFILE }),
      () => c.call("/api/auth/profile/complete", { method: "PATCH", token, body: { isProfileCompleted: true } }),
      () => c.call("/api/profiles/template", { method: "PATCH", token, body: { selectedTemplate: "modern-professional" } }),
      () => c.call("/api/portfolio/deploy", { method: "POST", token, body: {} }),
    ];
    let bookmark = "";
    for (const step of steps) {
      const done = await step();
      expect(done.status, done.text).toBe(200);
      bookmark = done.headers.get(D1_BOOKMARK_HEADER) ?? bookmark;
    }
    expect(bookmark).toMatch(BOOKMARK);
    const visitor = { cookie: `${D1_BOOKMARK_COOKIE}=${bookmark}` };
    const rendered = await call(`/portfolio/${user.username}`, visitor);
    expect(rendered.status).toBe(200);
    expect(rendered.headers.get("X-Cache")).toBe("MISS");
    expect(rendered.headers.has("Set-Cookie")).toBe(false);
    const cached = await call(`/portfolio/${user.username}`, { cookie: `vitrine_session=${token}` });
    expect(cached.headers.get("X-Cache")).toBe("HIT");
    expect(cached.headers.has("Set-Cookie")).toBe(false);
  });
});
