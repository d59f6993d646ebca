// The D1 Sessions API plumbing (app/server/d1-session.server.ts): which bookmark a request continues from (header,
// then cookie, malformed ones ignored), what it hands to withSession, and what goes back to the client (header for
// the API, a cookie only when the bookmark moved and never on a shared-cacheable answer).
import { describe, expect, it } from "vitest";
import {
  D1_BOOKMARK_COOKIE,
  D1_BOOKMARK_HEADER,
  openRequestDb,
  requestBookmark,
  secureCookies,
  writeBookmark,
} from "~/server/d1-session.server";

const OLD = "00000001-00000002-00004f3a-0a1b2c3d4e5f60718293a4b5c6d7e8f9";
const NEW = "00000001-00000003-00004f3b-0a1b2c3d4e5f60718293a4b5c6d7e8f9";

/** A D1 binding that records what withSession was asked for and whose session reports `latest`. */
function fakeD1(latest: string | null) {
  const asked: string[] = [];
  const d1 = {
    withSession(start: string) {
      asked.push(start);
      return { getBookmark: () => latest, prepare: () => null, batch: async () => [] };
    },
  } as unknown as D1Database;
  return { d1, asked };
}

const request = (headers: Record<string, string> = {}, url = "http://localhost/api/jobs") => new Request(url, { headers });

describe("requestBookmark", () => {
  it("reads the x-d1-bookmark header first, then the vitrine_d1 cookie", () => {
    expect(requestBookmark(request({ [D1_BOOKMARK_HEADER]: NEW, Cookie: `${D1_BOOKMARK_COOKIE}=${OLD}` }))).toBe(NEW);
    expect(requestBookmark(request({ Cookie: `vitrine_session=abc; ${D1_BOOKMARK_COOKIE}=${OLD}; other=1` }))).toBe(OLD);
    expect(requestBookmark(request())).toBeNull();
  });

  it("ignores a malformed bookmark (falling back to the cookie) and never hands it on", () => {
    expect(requestBookmark(request({ [D1_BOOKMARK_HEADER]: "garbage; drop table", Cookie: `${D1_BOOKMARK_COOKIE}=${OLD}` }))).toBe(OLD);
    expect(requestBookmark(request({ Cookie: `${D1_BOOKMARK_COOKIE}=not a bookmark` }))).toBeNull();
    expect(requestBookmark(request({ [D1_BOOKMARK_HEADER]: "a".repeat(500) }))).toBeNull();
    expect(requestBookmark(request({ Cookie: `x${D1_BOOKMARK_COOKIE}=${OLD}` }))).toBeNull();
  });
});

describe("openRequestDb", () => {
  it("continues the client's session from its bookmark, or starts first-unconstrained", () => {
    const { d1, asked } = fakeD1(NEW);
    expect(openRequestDb(d1, request({ Cookie: `${D1_BOOKMARK_COOKIE}=${OLD}` })).incoming).toBe(OLD);
    openRequestDb(d1, request({ [D1_BOOKMARK_HEADER]: "???" }));
    expect(asked).toEqual([OLD, "first-unconstrained"]);
  });

  it("reads from the primary for shared pages, whatever bookmark the visitor sends", () => {
    const { d1, asked } = fakeD1(NEW);
    const opened = openRequestDb(d1, request({ Cookie: `${D1_BOOKMARK_COOKIE}=${OLD}` }), "first-primary");
    expect(asked).toEqual(["first-primary"]);
    expect(opened.incoming).toBeNull();
  });
});

describe("writeBookmark", () => {
  const open = (latest: string | null, headers: Record<string, string> = {}) => openRequestDb(fakeD1(latest).d1, request(headers));

  it("answers the new bookmark in the header (API) and in an HttpOnly, SameSite=Lax cookie when it moved", () => {
    const response = writeBookmark(new Response("{}"), open(NEW, { [D1_BOOKMARK_HEADER]: OLD }), { header: true, secure: true });
    expect(response.headers.get(D1_BOOKMARK_HEADER)).toBe(NEW);
    expect(response.headers.getSetCookie()).toEqual([
      `${D1_BOOKMARK_COOKIE}=${NEW}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=86400`,
    ]);
  });

  it("keeps other cookies, leaves Secure out off production http, and sends no header for pages", () => {
    const page = new Response("<html>");
    page.headers.append("Set-Cookie", "vitrine_session=abc; Path=/");
    const response = writeBookmark(page, open(NEW), { header: false, secure: false });
    expect(response.headers.has(D1_BOOKMARK_HEADER)).toBe(false);
    expect(response.headers.getSetCookie()).toEqual([
      "vitrine_session=abc; Path=/",
      `${D1_BOOKMARK_COOKIE}=${NEW}; Path=/; HttpOnly; SameSite=Lax; Max-Age=86400`,
    ]);
  });

  it("sets no cookie when the bookmark did not move, nothing was queried, or the answer is shared-cacheable", () => {
    expect(
      writeBookmark(new Response(""), open(OLD, { Cookie: `${D1_BOOKMARK_COOKIE}=${OLD}` }), { header: false, secure: true }).headers.has(
        "Set-Cookie",
      ),
    ).toBe(false);
    const untouched = writeBookmark(new Response(""), open(null), { header: true, secure: true });
    expect(untouched.headers.has("Set-Cookie")).toBe(false);
    expect(untouched.headers.has(D1_BOOKMARK_HEADER)).toBe(false);
    for (const cacheControl of ["public, max-age=0, must-revalidate", "s-maxage=60", "public, max-age=31536000, immutable"]) {
      const shared = writeBookmark(new Response("", { headers: { "Cache-Control": cacheControl } }), open(NEW), {
        header: false,
        secure: true,
      });
      expect(shared.headers.has("Set-Cookie"), cacheControl).toBe(false);
    }
    const privateAnswer = writeBookmark(new Response("", { headers: { "Cache-Control": "private, no-store" } }), open(NEW), {
      header: false,
      secure: true,
    });
    expect(privateAnswer.headers.has("Set-Cookie")).toBe(true);
  });

  it("answers a copy when the response's headers are immutable", async () => {
    const immutable = Response.redirect("http://localhost/jobtracker", 302);
    const response = writeBookmark(immutable, open(NEW), { header: true, secure: true });
    expect(response).not.toBe(immutable);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("http://localhost/jobtracker");
    expect(response.headers.get(D1_BOOKMARK_HEADER)).toBe(NEW);
  });
});

describe("secureCookies", () => {
  it("is on in production and on https, off for plain http in development", () => {
    expect(secureCookies({ ENVIRONMENT: "production" }, request({}, "http://localhost/"))).toBe(true);
    expect(secureCookies({ ENVIRONMENT: "development" }, request({}, "https://vitrine.example/"))).toBe(true);
    expect(secureCookies({ ENVIRONMENT: "development" }, request({}, "http://localhost/"))).toBe(false);
  });
});
