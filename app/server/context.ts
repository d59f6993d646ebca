import { createContext, RouterContextProvider } from "react-router";
import type { Caller } from "./auth/sessions.server";
import type { Db } from "./db.server";
import { createNonce } from "./http/security-headers.server";

export interface CloudflareContext {
  env: Env;
  ctx: ExecutionContext;
  /** This response's CSP nonce (app/entry.server.tsx puts it on every script and in the policy). */
  nonce: string;
  /** This request's database: one D1 session (app/server/d1-session.server.ts), shared by every loader and action. */
  db: Db;
}

/** What every loader and action gets from the Worker: its bindings, execution context and database session. */
export const cloudflareContext = createContext<CloudflareContext>();

/**
 * Who the request's caller is: the root's session middleware (app/server/session.server.ts) puts a reader here that
 * reads the session at most once per Request; `getAuth`, `requireAuth` and `requireUser` ask it.
 */
export const callerContext = createContext<(request: Request) => Promise<Caller | null>>();

export function createRouterContext(env: Env, ctx: ExecutionContext, db: Db) {
  const provider = new RouterContextProvider();
  provider.set(cloudflareContext, { env, ctx, nonce: createNonce(), db });
  return provider;
}
