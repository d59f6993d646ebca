import { Hono } from "hono";
import { CONTACT_MESSAGES, contactRequestSchema } from "~/schemas/portfolio";
import { clientIp } from "~/server/auth/rate-limit.server";
import { AppError } from "~/server/errors";
import { sendContactMessage } from "~/server/portfolio/contact.server";
import { readJson, type ApiEnv } from "./context";

/** Largest accepted contact request body: the fields have no individual limits (spec), the request does. */
export const MAX_CONTACT_BODY_BYTES = 32 * 1024;

/** /api/email/*: the visitor contact form (no sign-in needed). */
export const emailRoutes = new Hono<ApiEnv>();

emailRoutes.post("/contact", async (c) => {
  const declared = Number(c.req.header("Content-Length") ?? 0);
  if (declared > MAX_CONTACT_BODY_BYTES) throw new AppError(413, "Your message is too long.");
  const { portfolioContactData } = await readJson(c, contactRequestSchema);
  await sendContactMessage({ db: c.var.db, env: c.env }, portfolioContactData, clientIp(c.req.raw));
  return c.json({ success: true, message: CONTACT_MESSAGES.sent });
});
