// Password hashing: PBKDF2-SHA256 at the production Workers cap of 100,000 iterations.
import { describe, expect, it } from "vitest";
import { fromBase64, toBase64 } from "~/server/auth/crypto.server";
import { burnPasswordCheck, hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "~/server/auth/passwords.server";

async function pbkdf2(password: string, salt: Uint8Array, iterations: number) {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt: salt as BufferSource, iterations }, key, 256);
  return toBase64(new Uint8Array(bits));
}

describe("PBKDF2_ITERATIONS", () => {
  it("is exactly 100000: the most production Workers allow (local workerd does not enforce the cap)", () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
  });

  it("is the work factor written into every hash", async () => {
    const [prefix, iterations, salt, hash] = (await hashPassword("Secret123")).split("$");
    expect(prefix).toBe("pbkdf2-sha256");
    expect(Number(iterations)).toBe(100_000);
    expect(fromBase64(salt!)).toHaveLength(16);
    expect(fromBase64(hash!)).toHaveLength(32);
    // The hash is really PBKDF2-SHA256 with that salt and count.
    expect(hash).toBe(await pbkdf2("Secret123", fromBase64(salt!), 100_000));
  });

  it("is never exceeded: a stored hash claiming more iterations is refused, even with the right password", async () => {
    const salt = crypto.getRandomValues(new Uint8Array(16));
    const over = `pbkdf2-sha256$100001$${toBase64(salt)}$${await pbkdf2("Secret123", salt, 100_001)}`;
    expect(await verifyPassword("Secret123", over)).toBe(false);
    const atCap = `pbkdf2-sha256$100000$${toBase64(salt)}$${await pbkdf2("Secret123", salt, 100_000)}`;
    expect(await verifyPassword("Secret123", atCap)).toBe(true);
  });
});

describe("hashPassword / verifyPassword", () => {
  it("round-trips the right password", async () => {
    const stored = await hashPassword("Correct Horse 1");
    expect(await verifyPassword("Correct Horse 1", stored)).toBe(true);
  });

  it("rejects a wrong password", async () => {
    const stored = await hashPassword("Correct Horse 1");
    expect(await verifyPassword("correct horse 1", stored)).toBe(false);
    expect(await verifyPassword("Correct Horse 1 ", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("uses a fresh salt per hash", async () => {
    const [a, b] = await Promise.all([hashPassword("Same Password 1"), hashPassword("Same Password 1")]);
    expect(a).not.toBe(b);
    expect(a.split("$")[2]).not.toBe(b.split("$")[2]);
    expect(await verifyPassword("Same Password 1", a)).toBe(true);
    expect(await verifyPassword("Same Password 1", b)).toBe(true);
  });

  it("refuses malformed stored hashes", async () => {
    for (const stored of [
      "",
      "plain",
      "bcrypt$10$abc$def",
      "pbkdf2-sha256$0$AAAA$AAAA",
      "pbkdf2-sha256$abc$AAAA$AAAA",
      "pbkdf2-sha256$1000$$",
    ]) {
      expect(await verifyPassword("Secret123", stored), stored).toBe(false);
    }
  });

  it("burnPasswordCheck spends a check without throwing", async () => {
    await expect(burnPasswordCheck("anything")).resolves.toBeUndefined();
  });
});
