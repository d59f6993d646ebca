import { createContext, RouterContextProvider } from "react-router";
import { createNonce } from "./http/security-headers.server";

export interface CloudflareContext {
  env: Env;
  ctx: ExecutionContext;
  /** This response's CSP nonce (app/entry.server.tsx puts it on every script and in the policy). */
  nonce: string;
}

/** What every loader and action gets from the Worker: its bindings and execution context. */
export const cloudflareContext = createContext<CloudflareContext>();

export function createRouterContext(env: Env, ctx: ExecutionContext) {
  const provider = new RouterContextProvider();
  provider.set(cloudflareContext, { env, ctx, nonce: createNonce() });
  return provider;
}
