// The Messages section of /portfolio (issue 16): the owner's contact messages, newest first, 10 a page, rendered on
// the server; "Show older messages" is a link to ?messages=<cursor> (so it works without JavaScript), another
// owner's messages never show, and an owner without messages sees the empty state.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { signedInUser } from "./helpers";

/** `n` messages to `ownerId`; message i is from "Visitor i" at a time that grows with i (i = n is the newest). */
async function insertMessages(ownerId: string, n: number, text = (i: number) => `Message ${i}`) {
  for (let i = 1; i <= n; i++) {
    await env.DB.prepare(
      "INSERT INTO contact_messages (id, owner_id, name, email, message, ip_hash, created_at) VALUES (?, ?, ?, ?, ?, 'hash', ?)",
    )
      .bind(crypto.randomUUID(), ownerId, `Visitor ${i}`, `v${i}@example.org`, text(i), 1_700_000_000_000 + i * 60_000)
      .run();
  }
}

async function owner() {
  const { user, token, c } = await signedInUser();
  return { user, page: (path: string) => c.call(path, { cookie: `vitrine_session=${token}` }) };
}

const senders = (html: string) => [...html.matchAll(/<article aria-label="Message from ([^"]+)"/g)].map((m) => m[1]);

describe("/portfolio: Messages", () => {
  it("lists the owner's messages newest first, 10 a page, with Show older messages", async () => {
    const me = await owner();
    const other = await owner();
    await insertMessages(me.user.id, 12, (i) => (i === 12 ? "Line one\n  indented line two" : `Message ${i}`));
    await insertMessages(other.user.id, 1, () => "Not for you");

    const first = await me.page("/portfolio");
    expect(first.status).toBe(200);
    expect(senders(first.text)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((i) => `Visitor ${i}`));
    expect(first.text).toContain('href="mailto:v12@example.org"');
    expect(first.text).toContain("Line one\n  indented line two");
    expect(first.text).not.toContain("Not for you");
    expect(first.text).not.toContain("Newest messages");
    const older = first.text.match(/href="\/portfolio\?messages=([^"#]+)#messages"[^>]*>Show older messages/)?.[1];
    expect(older).toBeTruthy();

    const second = await me.page(`/portfolio?messages=${older}`);
    expect(second.status).toBe(200);
    expect(senders(second.text)).toEqual(["Visitor 2", "Visitor 1"]);
    expect(second.text).not.toContain("Show older messages");
    expect(second.text).toContain('href="/portfolio#messages"');

    // A cursor that is not ours shows the newest page.
    expect(senders((await me.page("/portfolio?messages=bogus")).text)).toHaveLength(10);
  });

  it("shows the empty state to an owner without messages", async () => {
    const me = await owner();
    const page = await me.page("/portfolio");
    expect(page.status).toBe(200);
    expect(page.text).toContain("No messages yet");
    expect(senders(page.text)).toEqual([]);
    expect(page.text).not.toContain("Show older messages");
  });

  it("sends a long message's beginning with a link to the whole of it, which only its owner can open", async () => {
    const me = await owner();
    const other = await owner();
    const long = `${"Dear owner, ".repeat(300)}THE-END-OF-THE-MESSAGE`;
    await insertMessages(me.user.id, 2, (i) => (i === 2 ? long : "A short note"));

    const list = await me.page("/portfolio");
    expect(list.text).toContain("A short note");
    // Neither the HTML nor the page's data carries the whole text (it would be there twice).
    expect(list.text).not.toContain("THE-END-OF-THE-MESSAGE");
    expect(list.text.match(/Dear owner,/g)?.length).toBeLessThan(2 * 40); // two copies of a 400-character preview
    expect(list.text).toContain("Dear owner, Dear owner,");
    expect(list.text).toContain("…");
    const id = list.text.match(/href="\/portfolio\?message=([^"#]+)#messages"[^>]*>Read the whole message/)?.[1];
    expect(id).toBeTruthy();
    // The short one has no such link.
    expect(list.text.match(/Read the whole message/g)).toHaveLength(1);

    const whole = await me.page(`/portfolio?message=${id}`);
    expect(senders(whole.text)).toEqual(["Visitor 2"]);
    expect(whole.text).toContain("THE-END-OF-THE-MESSAGE");
    expect(whole.text).toContain("All messages");

    // Another owner asking for it sees their own (empty) list, not the message.
    const theirs = await other.page(`/portfolio?message=${id}`);
    expect(theirs.status).toBe(200);
    expect(theirs.text).not.toContain("Dear owner");
    expect(theirs.text).toContain("No messages yet");
  });
});
