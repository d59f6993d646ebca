// Signed tokens (jose, HS256). Every token names its purpose in `typ`, and verification demands the
// expected purpose, issuer and audience, so a tempToken is never a session and a session never resets a password.
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from "jose";
import { AppError } from "../errors";

export const ISSUER = "vitrine";
export const AUDIENCE = "vitrine-app";

export type TokenPurpose = "session" | "otp-signup" | "otp-reset" | "otp-delete" | "verified" | "reset";

export const TOKEN_LIFETIME_SECONDS: Record<TokenPurpose, number> = {
  session: 60 * 60 * 24 * 7,
  "otp-signup": 60 * 30,
  "otp-reset": 60 * 30,
  /** The emailed code that confirms an account deletion lives 10 minutes; its temp token a little longer. */
  "otp-delete": 60 * 15,
  verified: 60 * 30,
  reset: 60 * 15,
};

export interface TokenClaims {
  sub?: string;
  sid?: string;
  email?: string;
  jti?: string;
}

function key(secret: string) {
  if (!secret || secret.length < 16) throw new AppError(500, "Server misconfigured: JWT_SECRET is missing or too short.");
  return new TextEncoder().encode(secret);
}

export async function signToken(secret: string, purpose: TokenPurpose, claims: TokenClaims): Promise<string> {
  const jwt = new SignJWT({ typ: purpose, ...(claims.email ? { email: claims.email } : {}), ...(claims.sid ? { sid: claims.sid } : {}) })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_LIFETIME_SECONDS[purpose]}s`);
  if (claims.sub) jwt.setSubject(claims.sub);
  if (claims.jti) jwt.setJti(claims.jti);
  return jwt.sign(key(secret));
}

/** Returns the claims when the token is valid for `purpose`, otherwise null (expired, forged, wrong purpose). */
export async function readToken(
  secret: string,
  purpose: TokenPurpose,
  token: string,
): Promise<(JWTPayload & TokenClaims & { typ: TokenPurpose }) | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (payload.typ !== purpose) return null;
    return payload as JWTPayload & TokenClaims & { typ: TokenPurpose };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
