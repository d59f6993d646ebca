// The admin notification sender: POST /api/notifications/send (chosen users or everyone) and /notifications/bulk
// (the users a filter selects), with the spec's messages.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { NOTIFICATION_MESSAGES } from "~/schemas/notifications";
import { notificationsTitled, signedInAdmin, sqlCount } from "./admin-helpers";
import { call, expectError, registerUser, signedInUser } from "./helpers";

describe("POST /notifications/send", () => {
  it("sends to the chosen existing users (unknown ids ignored) with the sender, link and expiry", async () => {
    const { user: admin, token, c } = await signedInAdmin();
    const a = await signedInUser();
    const b = await registerUser();
    const title = `Hello ${crypto.randomUUID().slice(0, 8)}`;
    const sent = await c.post(
      "/api/notifications/send",
      {
        title,
        message: "Your portfolio looks great.",
        type: "success",
        priority: "urgent",
        isGlobal: false,
        userIds: [a.user.id, b.id, "no-such-user", a.user.id],
        actionUrl: "/portfolio",
        actionText: "Open",
        expiresIn: 24,
      },
      { token },
    );
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toEqual({ success: true, message: "Notification sent to 2 users", data: { count: 2 } });

    const rows = await notificationsTitled(title);
    expect(rows.map((r) => r.user_id).sort()).toEqual([a.user.id, b.id].sort());
    for (const row of rows) {
      expect(row).toMatchObject({
        is_global: 0,
        type: "success",
        priority: "urgent",
        message: "Your portfolio looks great.",
        action_url: "/portfolio",
        action_text: "Open",
        created_by: admin.id,
      });
      expect(row.expires_at! - row.created_at).toBe(24 * 3_600_000);
    }
    // The recipient sees it in their own list.
    const own = await call("/api/notifications", { token: a.token });
    expect(own.body.data.notifications.some((n: { title: string }) => n.title === title)).toBe(true);

    const one = await c.post("/api/notifications/send", { title: `${title} one`, message: "Just you.", userIds: [b.id] }, { token });
    expect(one.body).toEqual({ success: true, message: "Notification sent to 1 user", data: { count: 1 } });
    const [single] = await notificationsTitled(`${title} one`);
    expect(single).toMatchObject({ user_id: b.id, type: "info", priority: "medium", expires_at: null, action_url: "" });
  });

  it("sends one global notification to everyone and counts the active users", async () => {
    const { user: admin, token, c } = await signedInAdmin();
    const reader = await signedInUser();
    const title = `Everyone ${crypto.randomUUID().slice(0, 8)}`;
    const sent = await c.post(
      "/api/notifications/send",
      { title, message: "New templates are live.", type: "announcement", isGlobal: true, userIds: [], expiresIn: "" },
      { token },
    );
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toEqual({
      success: true,
      message: "Notification sent to all users",
      data: { count: await sqlCount("status = 'active'") },
    });
    const rows = await notificationsTitled(title);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: null, is_global: 1, type: "announcement", created_by: admin.id, expires_at: null });
    const own = await call("/api/notifications", { token: reader.token });
    expect(own.body.data.notifications.some((n: { title: string; isGlobal: boolean }) => n.title === title && n.isGlobal)).toBe(true);
    // Test files of one worker share D1 (isolate: false): a global notification left behind would be in every
    // later user's exact counts (tests/api/notifications.test.ts).
    await env.DB.prepare("DELETE FROM notifications WHERE is_global = 1 AND created_by = ?").bind(admin.id).run();
  });

  it("validates with the spec's messages and needs recipients that exist", async () => {
    const { token, c } = await signedInAdmin();
    const target = await registerUser();
    const base = { title: "T", message: "M", userIds: [target.id] };
    const cases: [unknown, string][] = [
      [{ ...base, title: "" }, NOTIFICATION_MESSAGES.titleRequired],
      [{ ...base, title: "x".repeat(101) }, NOTIFICATION_MESSAGES.titleMax],
      [{ ...base, message: undefined }, NOTIFICATION_MESSAGES.messageRequired],
      [{ ...base, message: "x".repeat(501) }, NOTIFICATION_MESSAGES.messageMax],
      [{ ...base, actionUrl: "javascript:alert(1)" }, NOTIFICATION_MESSAGES.actionUrl],
      [{ ...base, actionUrl: "not a url" }, NOTIFICATION_MESSAGES.actionUrl],
      [{ ...base, type: "spam" }, NOTIFICATION_MESSAGES.type],
      [{ ...base, priority: "critical" }, NOTIFICATION_MESSAGES.priority],
      [{ ...base, expiresIn: 5 }, NOTIFICATION_MESSAGES.expiresIn],
      [{ ...base, userIds: [] }, NOTIFICATION_MESSAGES.recipients],
      [{ ...base, userIds: ["no-such-user"] }, NOTIFICATION_MESSAGES.recipients],
    ];
    for (const [body, message] of cases) {
      expectError(await c.post("/api/notifications/send", body, { token }), 400, message);
    }
    expectError(await c.post("/api/notifications/send", "{oops", { token }), 400, "Malformed JSON in request body");
    // The limits themselves are accepted.
    const atLimit = await c.post(
      "/api/notifications/send",
      { ...base, title: "t".repeat(100), message: "m".repeat(500), actionUrl: "https://example.com/x" },
      { token },
    );
    expect(atLimit.status, atLimit.text).toBe(200);
  });
});

describe("POST /notifications/bulk", () => {
  it("sends to the active users each filter selects", async () => {
    const { user: admin, token, c } = await signedInAdmin();
    const deployed = await registerUser();
    const deployedSuspended = await registerUser();
    const incomplete = await registerUser();
    const complete = await registerUser();
    await env.DB.prepare("UPDATE users SET portfolio_deployed = 1, is_profile_completed = 1 WHERE id IN (?, ?)")
      .bind(deployed.id, deployedSuspended.id)
      .run();
    await env.DB.prepare("UPDATE users SET status = 'suspended' WHERE id = ?").bind(deployedSuspended.id).run();
    await env.DB.prepare("UPDATE users SET is_profile_completed = 1 WHERE id = ?").bind(complete.id).run();

    const idsWhere = async (where: string) => {
      const { results } = await env.DB.prepare(`SELECT id FROM users WHERE status = 'active' AND ${where} ORDER BY id`).all<{
        id: string;
      }>();
      return results.map((r) => r.id);
    };
    const cases = [
      [{ portfolioDeployed: true }, "portfolio_deployed = 1"],
      [{ portfolioDeployed: false }, "portfolio_deployed = 0"],
      [{ isProfileCompleted: false }, "is_profile_completed = 0"],
    ] as const;
    for (const [filters, where] of cases) {
      const title = `Bulk ${crypto.randomUUID().slice(0, 8)}`;
      const expected = await idsWhere(where);
      const sent = await c.post(
        "/api/notifications/bulk",
        { title, message: "Filtered.", type: "info", priority: "low", filters, actionUrl: "https://example.com/tips", actionText: "Tips" },
        { token },
      );
      expect(sent.status, sent.text).toBe(200);
      expect(sent.body).toEqual({
        success: true,
        message: `Notification sent to ${expected.length} ${expected.length === 1 ? "user" : "users"}`,
        data: { count: expected.length },
      });
      const rows = await notificationsTitled(title);
      expect(rows.map((r) => r.user_id).sort()).toEqual(expected);
      expect(
        rows.every(
          (r) => r.created_by === admin.id && r.is_global === 0 && r.priority === "low" && r.action_url === "https://example.com/tips",
        ),
      ).toBe(true);
      const recipients = new Set(rows.map((r) => r.user_id));
      expect(recipients.has(deployedSuspended.id)).toBe(false);
      if ("portfolioDeployed" in filters && filters.portfolioDeployed) {
        expect(recipients.has(deployed.id)).toBe(true);
        expect(recipients.has(incomplete.id)).toBe(false);
      } else if ("portfolioDeployed" in filters) {
        expect(recipients.has(incomplete.id) && recipients.has(complete.id)).toBe(true);
        expect(recipients.has(deployed.id)).toBe(false);
      } else {
        expect(recipients.has(incomplete.id)).toBe(true);
        expect(recipients.has(complete.id) || recipients.has(deployed.id)).toBe(false);
      }
    }
  });

  it("validates the filters and the content", async () => {
    const { token, c } = await signedInAdmin();
    const base = { title: "T", message: "M", filters: { portfolioDeployed: true } };
    expectError(await c.post("/api/notifications/bulk", { ...base, filters: {} }, { token }), 400, NOTIFICATION_MESSAGES.filters);
    expectError(await c.post("/api/notifications/bulk", { ...base, filters: undefined }, { token }), 400, NOTIFICATION_MESSAGES.filters);
    expectError(await c.post("/api/notifications/bulk", { ...base, filters: { isProfileCompleted: true } }, { token }), 400);
    expectError(
      await c.post("/api/notifications/bulk", { ...base, title: "x".repeat(101) }, { token }),
      400,
      NOTIFICATION_MESSAGES.titleMax,
    );
    expectError(
      await c.post("/api/notifications/bulk", { ...base, message: "x".repeat(501) }, { token }),
      400,
      NOTIFICATION_MESSAGES.messageMax,
    );
    expectError(
      await c.post("/api/notifications/bulk", { ...base, actionUrl: "data:text/html,hi" }, { token }),
      400,
      NOTIFICATION_MESSAGES.actionUrl,
    );
  });
});
