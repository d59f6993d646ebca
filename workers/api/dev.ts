import { Hono } from "hono";
import { deleteTestAccount, isDevelopment, listOutbox } from "~/server/email/outbox.server";
import { AppError } from "~/server/errors";
import type { ApiEnv } from "./context";

/** Development-only helpers; every route answers 404 unless ENVIRONMENT=development. */
export const devRoutes = new Hono<ApiEnv>();

devRoutes.use("*", async (c, next) => {
  if (!isDevelopment(c.env)) throw new AppError(404, "Not found");
  await next();
});

devRoutes.get("/mailbox", async (c) => c.json(await listOutbox(c.var.db, { to: c.req.query("to") })));

/** Runs the hourly job now (reminders, digests) and answers what it created: {success, data:{reminders, digests}}. */
devRoutes.post("/run-scheduled", async (c) => {
  const { runScheduled } = await import("~/server/reminders/reminders.server");
  return c.json({ success: true, data: await runScheduled(c.var.db, c.env) });
});

devRoutes.delete("/accounts/:email", async (c) => {
  await deleteTestAccount(c.var.db, c.req.param("email"));
  return c.json({ success: true });
});
