// Google sign-in (authorization code flow with state and PKCE). Enabled when GOOGLE_CLIENT_ID and
// GOOGLE_CLIENT_SECRET are set. Accounts are linked by verified email.
import { eq, lt } from "drizzle-orm";
import { oauthStates, users } from "~/db/schema";
import type { Db } from "../db.server";
import { randomToken, toBase64 } from "./crypto.server";
import { assertCanSignIn, findUserByEmail, recordSignIn } from "./signin-and-signup.server";
import { createSession } from "./sessions.server";
import { bindingHash, bindingMatches, newBinding } from "./oauth-handoff.server";
import { AppError } from "../errors";
import { notifyWelcome } from "../notifications/product-events.server";

const AUTHORIZE_URL = "https://accounts.google.com/o/oauth2/v2/auth";
const TOKEN_URL = "https://oauth2.googleapis.com/token";
const USERINFO_URL = "https://openidconnect.googleapis.com/v1/userinfo";
const STATE_TTL_MS = 10 * 60 * 1000;

type GoogleEnv = Pick<Env, "GOOGLE_CLIENT_ID" | "GOOGLE_CLIENT_SECRET" | "APP_URL" | "JWT_SECRET">;

export function googleConfigured(env: GoogleEnv): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

function callbackUrl(origin: string) {
  return `${origin}/api/auth/google/callback`;
}

async function challengeFor(verifier: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return toBase64(new Uint8Array(digest)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * Stores state + PKCE verifier + the hash of a new browser binding in D1; answers the Google consent URL and the
 * binding, which the caller sets as a cookie (the callback only completes in that browser).
 */
export async function startGoogleSignIn(db: Db, env: GoogleEnv, origin: string, now = Date.now()) {
  const state = randomToken(24);
  const codeVerifier = randomToken(48);
  const binding = newBinding();
  await db.batch([
    db.delete(oauthStates).where(lt(oauthStates.createdAt, now - STATE_TTL_MS)),
    db.insert(oauthStates).values({ state, codeVerifier, bindingHash: await bindingHash(binding), createdAt: now }),
  ]);
  const url = new URL(AUTHORIZE_URL);
  url.search = new URLSearchParams({
    client_id: env.GOOGLE_CLIENT_ID,
    redirect_uri: callbackUrl(origin),
    response_type: "code",
    scope: "openid email profile",
    state,
    code_challenge: await challengeFor(codeVerifier),
    code_challenge_method: "S256",
    prompt: "select_account",
  }).toString();
  return { url: url.toString(), binding };
}

interface GoogleProfile {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

/**
 * Exchanges the code, links or creates the account by verified email, and opens a session. The state is single
 * use and must come back in the browser that started the flow (`binding`, read from its cookie). The browser's
 * `timeZone` (its cookie, set by the sign-in page's script) becomes the user's when they have none yet (issue 31).
 */
export async function finishGoogleSignIn(
  db: Db,
  env: GoogleEnv,
  origin: string,
  params: { code: string; state: string; binding: string | null; timeZone?: string | null },
  fetcher: typeof fetch = fetch,
  now = Date.now(),
) {
  const [saved] = await db.delete(oauthStates).where(eq(oauthStates.state, params.state)).returning();
  if (!saved || saved.createdAt < now - STATE_TTL_MS) throw new AppError(400, "Sign-in session expired. Please try again.");
  if (!(await bindingMatches(params.binding, saved.bindingHash))) {
    throw new AppError(400, "Sign-in session expired. Please try again.", { code: "oauth_browser_mismatch" });
  }

  const tokenResponse = await fetcher(TOKEN_URL, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      code: params.code,
      client_id: env.GOOGLE_CLIENT_ID,
      client_secret: env.GOOGLE_CLIENT_SECRET ?? "",
      redirect_uri: callbackUrl(origin),
      grant_type: "authorization_code",
      code_verifier: saved.codeVerifier,
    }),
  });
  if (!tokenResponse.ok) throw new AppError(400, "Google sign-in failed. Please try again.");
  const { access_token: accessToken } = (await tokenResponse.json()) as { access_token?: string };
  if (!accessToken) throw new AppError(400, "Google sign-in failed. Please try again.");

  const profileResponse = await fetcher(USERINFO_URL, { headers: { Authorization: `Bearer ${accessToken}` } });
  if (!profileResponse.ok) throw new AppError(400, "Google sign-in failed. Please try again.");
  const profile = (await profileResponse.json()) as GoogleProfile;
  if (!profile.email || profile.email_verified !== true) {
    throw new AppError(400, "Your Google account has no verified email address.");
  }

  const email = profile.email.toLowerCase();
  let user = (await db.select().from(users).where(eq(users.googleId, profile.sub)).get()) ?? (await findUserByEmail(db, email));
  if (user) {
    assertCanSignIn(user);
    if (!user.googleId) {
      [user] = await db.update(users).set({ googleId: profile.sub, updatedAt: now }).where(eq(users.id, user.id)).returning();
    }
  } else {
    const base =
      email
        .split("@")[0]!
        .toLowerCase()
        .replace(/[^a-z0-9_-]/g, "")
        .slice(0, 20) || "user";
    const username = `${base.length >= 3 ? base : `${base}user`}-${randomToken(4)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "x")}`;
    [user] = await db
      .insert(users)
      .values({
        id: crypto.randomUUID(),
        email,
        username,
        firstName: profile.given_name ?? profile.name?.split(" ")[0] ?? "",
        lastName: profile.family_name ?? "",
        googleId: profile.sub,
        oauthProvider: "google",
        timeZone: params.timeZone ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await notifyWelcome(db, user!);
  }
  const signedIn = await recordSignIn(db, user!, now, params.timeZone);
  const session = await createSession(db, env.JWT_SECRET, user!.id, now);
  return { token: session.token, sessionId: session.id, bindingHash: saved.bindingHash, user: signedIn };
}
