// Signed tokens: every token names its purpose, and reading demands that purpose, the key, issuer and audience.
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { AUDIENCE, ISSUER, readToken, signToken, type TokenPurpose } from "~/server/auth/tokens.server";

const SECRET = "unit-test-secret-0123456789abcdefghij";
const purposes: TokenPurpose[] = ["session", "otp-signup", "otp-reset", "verified", "reset"];

describe("signToken / readToken", () => {
  it("reads a token back only for the purpose it was signed for", async () => {
    for (const signed of purposes) {
      const token = await signToken(SECRET, signed, { sub: "user-1", sid: "session-1", email: "a@b.co", jti: "j-1" });
      for (const wanted of purposes) {
        const claims = await readToken(SECRET, wanted, token);
        if (wanted === signed)
          expect(claims, `${signed} as ${wanted}`).toMatchObject({
            typ: signed,
            sub: "user-1",
            sid: "session-1",
            email: "a@b.co",
            jti: "j-1",
          });
        else expect(claims, `${signed} as ${wanted}`).toBeNull();
      }
    }
  });

  it("refuses another key, another issuer or audience, an expired token, alg none and garbage", async () => {
    const claims = { typ: "session", sub: "user-1", sid: "session-1" };
    const sign = (key: string, issuer = ISSUER, audience = AUDIENCE, exp = "1h") =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: "HS256" })
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(key));
    expect(await readToken(SECRET, "session", await sign(SECRET))).not.toBeNull(); // control
    expect(await readToken(SECRET, "session", await sign("another-secret-0123456789abcdefghij"))).toBeNull();
    expect(await readToken(SECRET, "session", await sign(SECRET, "someone-else"))).toBeNull();
    expect(await readToken(SECRET, "session", await sign(SECRET, ISSUER, "other-app"))).toBeNull();
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(SECRET));
    expect(await readToken(SECRET, "session", expired)).toBeNull();
    const b64 = (v: object) => btoa(JSON.stringify(v)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    const none = `${b64({ alg: "none" })}.${b64({ ...claims, iss: ISSUER, aud: AUDIENCE, exp: Math.floor(Date.now() / 1000) + 600 })}.`;
    expect(await readToken(SECRET, "session", none)).toBeNull();
    for (const junk of ["", "abc", "a.b.c", "Bearer x"]) expect(await readToken(SECRET, "session", junk)).toBeNull();
  });

  it("refuses to sign or read with a missing or short secret", async () => {
    await expect(signToken("short", "session", { sub: "u" })).rejects.toThrow(/JWT_SECRET/);
    await expect(readToken("", "session", "a.b.c")).rejects.toThrow(/JWT_SECRET/);
  });
});
