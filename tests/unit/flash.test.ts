// Flash toasts travel in a signed cookie session: what the server wrote reads back once; a cookie written
// by anyone else (forged JSON, another secret, a tampered signature) reads as no toast, never as a 500.
import { describe, expect, it } from "vitest";
import { flashCookie, readFlash } from "~/server/flash.server";

const env = { JWT_SECRET: "test-secret-for-flash-cookies-0123456789" };
const requestWith = (cookie: string) => new Request("https://vitrine.test/", { headers: { Cookie: cookie } });
const pairOf = (setCookie: string) => setCookie.split(";")[0]!;

describe("flash toasts", () => {
  it("read back what the server wrote, and clear it", async () => {
    const setCookie = await flashCookie(env, { type: "success", message: "Saved", durationMs: 3000 });
    expect(setCookie).toMatch(/^vitrine_flash=.+; Max-Age=60; Path=\/; HttpOnly; Secure; SameSite=Lax/);
    const { toast, clear } = await readFlash(env, requestWith(pairOf(setCookie)));
    expect(toast).toEqual({ type: "success", message: "Saved", durationMs: 3000 });
    expect(clear).toMatch(/^vitrine_flash=;.*Expires=Thu, 01 Jan 1970/);
  });

  it("ignore a hand-made, re-signed or tampered cookie", async () => {
    const forged = `vitrine_flash=${encodeURIComponent(JSON.stringify({ type: "error", message: "Your account is locked" }))}`;
    expect((await readFlash(env, requestWith(forged))).toast).toBeNull();
    const otherSecret = await flashCookie({ JWT_SECRET: "another-secret-another-secret-0000" }, { type: "info", message: "Hi" });
    expect((await readFlash(env, requestWith(pairOf(otherSecret)))).toast).toBeNull();
    const genuine = pairOf(await flashCookie(env, { type: "info", message: "Hi" }));
    const tampered = genuine.replace(/.(%3D|=)?$/, (end) => (end.startsWith("A") ? `B${end.slice(1)}` : `A${end.slice(1)}`));
    expect((await readFlash(env, requestWith(tampered))).toast).toBeNull();
  });

  it("without a flash cookie there is nothing to clear", async () => {
    expect(await readFlash(env, requestWith("other=1"))).toEqual({ toast: null, clear: null });
  });
});
