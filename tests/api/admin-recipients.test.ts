// The /admin1 sender's recipient picker pages on the server (issue 16): /admin1/recipients?q=&cursor= answers keyset
// pages of 50 users, newest first, searched by name, username or email, to admins only; the /admin1 page sends the
// first page only, answers a search (?q=) and a next page (?cursor=) without JavaScript, and preselects ?to= users
// wherever they are in the list.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "~/schemas/admin-rules";
import type { RecipientOption } from "~/schemas/admin-notification-form-rules";
import { signedInAdmin, userIdsNewestFirst } from "./admin-helpers";
import { client } from "./helpers";

interface RecipientsBody {
  status: string;
  intent: string;
  message?: string;
  data: { recipients: RecipientOption[]; nextCursor: string | null; q: string; cursor: string | null; limit: number | null };
}

async function signedIn(role: "user" | "admin") {
  const { c, user, token } = await signedInAdmin(role);
  const cookie = `vitrine_session=${token}`;
  return {
    user,
    get: <T = RecipientsBody>(path: string) => c.call<T>(path, { cookie }),
  };
}

/** `n` users whose email, username and last name carry `tag`, created long ago (so after everyone else), one ms apart. */
async function insertUsers(n: number, tag: string, base = 1_500_000_000_000) {
  await env.DB.prepare(
    `WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ?1)
     INSERT INTO users (id, email, username, first_name, last_name, created_at, updated_at)
     SELECT ?2 || '-' || printf('%05d', i), ?3 || '-' || i || '@example.com', ?3 || '-' || i, 'Kim', ?3, ?4 + i, ?4 + i
     FROM seq`,
  )
    .bind(n, crypto.randomUUID(), tag, base)
    .run();
}

const tagged = () => `rc${crypto.randomUUID().slice(0, 8)}`;

describe("GET /admin1/recipients", () => {
  it("answers pages of 50 users matching q, newest first, through nextCursor", async () => {
    const admin = await signedIn("admin");
    const tag = tagged();
    await insertUsers(62, tag);
    const expected = await userIdsNewestFirst("email LIKE ?", `%${tag}%`);

    const first = await admin.get(`/admin1/recipients?q=${tag}`);
    expect(first.status, first.text).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("private, no-store");
    expect(first.body).toMatchObject({ status: "success", intent: "recipients", data: { q: tag, cursor: null } });
    expect(first.body.data.recipients.map((r) => r.id)).toEqual(expected.slice(0, 50));
    expect(first.body.data.recipients[0]).toEqual({
      id: expected[0],
      name: `Kim ${tag}`,
      username: `${tag}-62`,
      email: `${tag}-62@example.com`,
      status: "active",
    });
    const cursor = first.body.data.nextCursor;
    expect(cursor).toEqual(expect.any(String));

    const second = await admin.get(`/admin1/recipients?q=${tag}&cursor=${encodeURIComponent(cursor!)}`);
    expect(second.status, second.text).toBe(200);
    expect(second.body.data.recipients.map((r) => r.id)).toEqual(expected.slice(50));
    expect(second.body.data.nextCursor).toBeNull();

    // ?limit= sets the page size (as on /admin) and comes back for the next page; a bad one is the default.
    const five = await admin.get(`/admin1/recipients?q=${tag}&limit=5`);
    expect(five.body.data).toMatchObject({ limit: 5 });
    expect(five.body.data.recipients.map((r) => r.id)).toEqual(expected.slice(0, 5));
    const next5 = await admin.get(`/admin1/recipients?q=${tag}&limit=5&cursor=${encodeURIComponent(five.body.data.nextCursor!)}`);
    expect(next5.body.data.recipients.map((r) => r.id)).toEqual(expected.slice(5, 10));
    expect((await admin.get(`/admin1/recipients?q=${tag}&limit=500`)).body.data.recipients).toHaveLength(50);

    // Search by username, by "first last", case-insensitively; a search that matches nobody is an empty last page.
    const one = await admin.get(`/admin1/recipients?q=${tag.toUpperCase()}-7@`);
    expect(one.body.data.recipients.map((r) => r.email)).toEqual([`${tag}-7@example.com`]);
    const byName = await admin.get(`/admin1/recipients?q=${encodeURIComponent(`kim ${tag}-`)}`);
    expect(byName.body.data.recipients).toEqual([]);
    const fullName = await admin.get(`/admin1/recipients?q=${encodeURIComponent(`kim ${tag}`)}`);
    expect(fullName.body.data.recipients).toHaveLength(50);
    const none = await admin.get(`/admin1/recipients?q=nobody-${tag}`);
    expect(none.body.data).toMatchObject({ recipients: [], nextCursor: null });

    // Without q: everyone, newest first; a cursor that is not ours starts from the first page.
    const everyone = await userIdsNewestFirst();
    const all = await admin.get("/admin1/recipients");
    expect(all.body.data.recipients.map((r) => r.id)).toEqual(everyone.slice(0, 50));
    const bogus = await admin.get("/admin1/recipients?cursor=bogus");
    expect(bogus.body.data.recipients.map((r) => r.id)).toEqual(everyone.slice(0, 50));
  });

  it("is for admins only: 403 for a regular user, 401 signed out", async () => {
    const user = await signedIn("user");
    const refused = await user.get("/admin1/recipients?q=a");
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ status: "error", message: ADMIN_MESSAGES.forbidden });
    expect(refused.body.data).toBeUndefined();

    const anonymous = await client().call("/admin1/recipients");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ status: "error" });
  });
});

describe("/admin1: the picker's page", () => {
  it("sends the first 50 users, searches with ?q=, pages with ?cursor= and preselects ?to= users anywhere", async () => {
    const admin = await signedIn("admin");
    const tag = tagged();
    await insertUsers(60, tag);
    const tags = await userIdsNewestFirst("email LIKE ?", `%${tag}%`);
    const everyone = await userIdsNewestFirst();
    const oldest = tags.at(-1)!;
    expect(everyone.indexOf(oldest)).toBeGreaterThanOrEqual(50);

    const page = await admin.get<null>("/admin1");
    expect(page.status).toBe(200);
    const inputs = (html: string) => [...html.matchAll(/<input type="checkbox"[^>]*name="userIds"[^>]*>/g)].map((m) => m[0]);
    const checkboxes = (html: string) => inputs(html).map((input) => input.match(/value="([^"]+)"/)?.[1]);
    const checked = (html: string) => checkboxes(html).filter((_, i) => inputs(html)[i]!.includes('checked=""'));
    expect(checkboxes(page.text)).toEqual(everyone.slice(0, 50));
    expect(checked(page.text)).toEqual([]);
    expect(page.text).toContain("Show more users");

    // Preselected by id, though beyond the first page: listed first, checked, with its name.
    const to = await admin.get<null>(`/admin1?tab=notifications&to=${oldest}&to=unknown-id`);
    expect(checkboxes(to.text)).toEqual([oldest, ...everyone.slice(0, 50)]);
    expect(checked(to.text)).toEqual([oldest]);
    expect(to.text).toContain(`${tag}-1@example.com`);
    // The search form without JavaScript keeps the preselection.
    expect(to.text).toContain(`<input type="hidden" name="to" value="${oldest}"/>`);

    // Without JavaScript: the search and the next page are the page's own query.
    const searched = await admin.get<null>(`/admin1?q=${tag}`);
    expect(checkboxes(searched.text)).toEqual(tags.slice(0, 50));
    const next = searched.text.match(/href="\/admin1\?q=[^"&]+&amp;cursor=([^"&]+)"/)?.[1];
    expect(next).toBeTruthy();
    const page2 = await admin.get<null>(`/admin1?q=${tag}&cursor=${next}`);
    expect(checkboxes(page2.text)).toEqual(tags.slice(50));
    expect(page2.text).not.toContain("Show more users");
  });

  it("is refused to a regular user with the search too", async () => {
    const user = await signedIn("user");
    const res = await user.get<null>("/admin1?q=a&to=x");
    expect(res.status).toBe(403);
    expect(res.text).toContain("Access Denied");
  });
});
