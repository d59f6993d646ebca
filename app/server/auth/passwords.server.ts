import { fromBase64, randomBytes, timingSafeEqual, toBase64 } from "./crypto.server";

/**
 * PBKDF2-SHA256 work factor. 100,000 is the most Workers allow in production; local workerd does not
 * enforce that cap, so a unit test pins this constant to it.
 */
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
const PREFIX = "pbkdf2-sha256";

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt: salt as BufferSource, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

/** `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>` with a fresh per-user salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return `${PREFIX}$${PBKDF2_ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, iterations, salt, hash] = stored.split("$");
  const rounds = Number(iterations);
  if (prefix !== PREFIX || !salt || !hash || !Number.isInteger(rounds) || rounds < 1 || rounds > PBKDF2_ITERATIONS) {
    return false;
  }
  const actual = await derive(password, fromBase64(salt), rounds);
  return timingSafeEqual(actual, fromBase64(hash));
}

/**
 * Spends the same work as a real check, so a login for an unknown email takes as long as one
 * with a wrong password (no timing oracle for which emails exist).
 */
const DUMMY_HASH = `${PREFIX}$${PBKDF2_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;
export async function burnPasswordCheck(password: string): Promise<void> {
  await verifyPassword(password, DUMMY_HASH);
}
