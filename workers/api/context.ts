import type { Context, MiddlewareHandler } from "hono";
import type { z } from "zod";
import type { Db } from "~/server/db.server";
import { type Authenticated, identifyCaller } from "~/server/auth/sessions.server";
import { AppError } from "~/server/errors";
import { parseInput } from "~/server/validation";

export interface ApiEnv {
  Bindings: Env;
  Variables: { db: Db; auth: Authenticated };
}

export type ApiContext = Context<ApiEnv>;

/** JSON endpoints take JSON only: anything else (a form, text) is 415, never guessed at. */
function assertJsonBody(c: ApiContext): void {
  const type = c.req.header("Content-Type") ?? "";
  if (!/^application\/(?:[\w.+-]*\+)?json\s*(?:;|$)/i.test(type)) throw new AppError(415, "Content-Type must be application/json");
}

/** Reads and validates a JSON body with the input's one zod schema; malformed JSON and bad fields get 400. */
export async function readJson<S extends z.ZodType>(c: ApiContext, schema: S): Promise<z.output<S>> {
  assertJsonBody(c);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError(400, "Malformed JSON in request body");
  }
  return parseInput(schema, body ?? {});
}

/** Like readJson for bodies that may be absent (confirmations, optional options): empty means {}. */
export async function readOptionalJson<S extends z.ZodType>(c: ApiContext, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  let body: unknown = {};
  if (text.trim()) {
    assertJsonBody(c);
    try {
      body = JSON.parse(text) ?? {};
    } catch {
      throw new AppError(400, "Malformed JSON in request body");
    }
  }
  return parseInput(schema, body);
}

/**
 * The handler of an endpoint that is one domain step: the JSON body validated with `schema` (readJson), `step` run
 * with it, and its result answered as `{success: true, ...result}`.
 */
export function jsonStep<S extends z.ZodType>(schema: S, step: (c: ApiContext, input: z.output<S>) => Promise<object>) {
  return async (c: ApiContext) => c.json({ success: true, ...(await step(c, await readJson(c, schema))) });
}

/**
 * Reads a multipart (or URL-encoded) form body; a body that is no form (JSON, malformed multipart, none) is 400 with
 * the endpoint's own message. Its size was bounded before any handler ran (index.ts), so nothing here buffers more.
 */
export async function readForm(c: ApiContext, notAForm: string): Promise<FormData> {
  try {
    return await c.req.raw.formData();
  } catch {
    throw new AppError(400, notAForm);
  }
}

/**
 * Requires a live session (bearer token or cookie), read with the pages' own check (identifyCaller); cookie-carried
 * writes must come from a trusted Origin. Read once per request, however many sub-apps' middleware ask.
 */
export const requireAuth: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!c.get("auth")) {
    const caller = await identifyCaller(c.var.db, c.env, c.req.raw);
    if (!caller) throw new AppError(401, "Not authorized. Please sign in.");
    if (caller.crossSite) throw new AppError(403, "Cross-site request refused.");
    c.set("auth", caller.auth);
  }
  await next();
};
