import { createContext, RouterContextProvider } from "react-router";

export interface CloudflareContext {
  env: Env;
  ctx: ExecutionContext;
}

/** What every loader and action gets from the Worker: its bindings and execution context. */
export const cloudflareContext = createContext<CloudflareContext>();

export function createRouterContext(env: Env, ctx: ExecutionContext) {
  const provider = new RouterContextProvider();
  provider.set(cloudflareContext, { env, ctx });
  return provider;
}
