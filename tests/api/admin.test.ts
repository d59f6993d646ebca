// The admin API: /api/admin/users (and the spec client's /api/api/admin/users) and the admin notification
// sender. Roles are enforced on every call from the stored role; suspension signs the user out at once and
// takes their public page down even when it was cached; no call can change a role.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, type AdminUserDto, type Role } from "~/schemas/admin";
import { NOTIFICATION_MESSAGES } from "~/schemas/notifications";
import { CSV_HEADER, csvCell, exportUsersCsv } from "~/server/admin/admin.server";
import { getDb } from "~/server/db.server";
import { call, client, expectError, login, preparePortfolio, registerUser, signedInUser, type Client } from "./helpers";

const PREFIXES = ["/api/admin", "/api/api/admin"] as const;

async function setRole(userId: string, role: Role) {
  await env.DB.prepare("UPDATE users SET role = ? WHERE id = ?").bind(role, userId).run();
}

/** A signed-in user whose stored role is then raised in D1 (the token stays the same). */
async function signedInAdmin(role: Role = "admin", c: Client = client()) {
  const signed = await signedInUser(c);
  await setRole(signed.user.id, role);
  return { ...signed, c };
}

async function userRow(id: string) {
  return env.DB.prepare("SELECT role, status, portfolio_deployed FROM users WHERE id = ?")
    .bind(id)
    .first<{ role: string; status: string; portfolio_deployed: number }>();
}

async function liveSessions(userId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE user_id = ? AND revoked_at IS NULL")
    .bind(userId)
    .first<{ n: number }>();
  return row!.n;
}

async function sqlCount(where: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM users WHERE ${where}`).first<{ n: number }>();
  return row!.n;
}

interface NotificationRowOut {
  user_id: string | null;
  is_global: number;
  type: string;
  priority: string;
  title: string;
  message: string;
  action_url: string;
  action_text: string;
  created_by: string | null;
  created_at: number;
  expires_at: number | null;
}

async function notificationsTitled(title: string): Promise<NotificationRowOut[]> {
  const { results } = await env.DB.prepare("SELECT * FROM notifications WHERE title = ? ORDER BY user_id")
    .bind(title)
    .all<NotificationRowOut>();
  return results;
}

/** A signed-in user with a deployed portfolio (as in tests/api/portfolio.test.ts). */
async function userWithPortfolio(c: Client = client()) {
  const { user, token } = await signedInUser(c);
  await preparePortfolio(c, token);
  return { user, token, c };
}

const page = (username: string) => call(`/portfolio/${username}`);

const NOTE = { title: "Heads up", message: "Scheduled maintenance tonight.", type: "warning", priority: "high" };

describe("admin access", () => {
  const adminCalls = (prefix: string, userId: string) =>
    [
      [`${prefix}/users`, "GET", undefined],
      [`${prefix}/users/export`, "GET", undefined],
      [`${prefix}/users/${userId}`, "PATCH", { action: "suspend" }],
      [`${prefix}/users/bulk`, "PATCH", { userIds: [userId], action: "suspend" }],
    ] as const;
  const senderCalls = (userId: string) =>
    [
      ["/api/notifications/send", "POST", { ...NOTE, userIds: [userId] }],
      ["/api/notifications/bulk", "POST", { ...NOTE, filters: { portfolioDeployed: true } }],
    ] as const;

  it("answers 401 to a signed-out caller on every admin call", async () => {
    const c = client();
    const { user } = await signedInUser(c);
    for (const [path, method, body] of [...PREFIXES.flatMap((p) => adminCalls(p, user.id)), ...senderCalls(user.id)]) {
      expectError(await c.call(path, { method, body }), 401, "Not authorized. Please sign in.");
    }
    expect((await userRow(user.id))!.status).toBe("active");
  });

  it("answers 403 with the spec's message to a plain user on every admin call, changing nothing", async () => {
    const c = client();
    const { token } = await signedInUser(c);
    const victim = await registerUser();
    for (const [path, method, body] of [...PREFIXES.flatMap((p) => adminCalls(p, victim.id)), ...senderCalls(victim.id)]) {
      const result = await c.call(path, { method, token, body });
      expectError(result, 403, ADMIN_MESSAGES.forbidden);
    }
    expect(await userRow(victim.id)).toMatchObject({ role: "user", status: "active" });
    expect(await notificationsTitled(NOTE.title)).toEqual([]);
    // The users' own notification routes share the /notifications mount and stay open to them.
    const own = await c.call("/api/notifications", { token });
    expect(own.status, own.text).toBe(200);
    expect(own.body.success).toBe(true);
    expect((await c.call("/api/notifications/unread-count", { token })).status).toBe(200);
  });

  it("reads the role from D1 on each request: raising or lowering it applies to the same token at once", async () => {
    const c = client();
    const { user, token } = await signedInUser(c);
    expectError(await c.call("/api/admin/users", { token }), 403, ADMIN_MESSAGES.forbidden);
    await setRole(user.id, "admin");
    expect((await c.call("/api/admin/users", { token })).status).toBe(200);
    await setRole(user.id, "superadmin");
    expect((await c.call("/api/api/admin/users", { token })).status).toBe(200);
    await setRole(user.id, "user");
    expectError(await c.call("/api/admin/users", { token }), 403, ADMIN_MESSAGES.forbidden);
  });
});

describe("GET /admin/users", () => {
  it("lists every user newest first with the documented fields, the profile's location and exact stats", async () => {
    const { token, c } = await signedInAdmin();
    const older = await registerUser({ firstName: "Grace", lastName: "Hopper" });
    const newer = await registerUser({ firstName: "Alan", lastName: "Turing" });
    await env.DB.prepare("UPDATE users SET created_at = created_at - 60000 WHERE id = ?").bind(older.id).run();
    await env.DB.prepare(
      "UPDATE users SET subscription_type = 'premium', portfolio_deployed = 1, status = 'inactive', last_login_at = 1700000000000 WHERE id = ?",
    )
      .bind(newer.id)
      .run();
    await env.DB.prepare("INSERT INTO profiles (user_id, location) VALUES (?, 'Oslo, Norway')").bind(newer.id).run();

    for (const prefix of PREFIXES) {
      const result = await c.call(`${prefix}/users`, { token });
      expect(result.status, result.text).toBe(200);
      expect(result.body.success).toBe(true);
      const list = result.body.users as AdminUserDto[];

      const created = list.map((u) => Date.parse(u.createdAt));
      expect(created).toEqual([...created].sort((a, b) => b - a));
      expect(list.findIndex((u) => u.id === newer.id)).toBeLessThan(list.findIndex((u) => u.id === older.id));

      expect(list.find((u) => u.id === newer.id)).toEqual({
        _id: newer.id,
        id: newer.id,
        firstName: "Alan",
        lastName: "Turing",
        fullName: "Alan Turing",
        username: newer.username,
        email: newer.email,
        role: "user",
        isActive: false,
        suspend: false,
        status: "inactive",
        subscriptionType: "premium",
        portfolioDeployed: true,
        isProfileCompleted: false,
        selectedTemplate: null,
        location: "Oslo, Norway",
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        lastLoginAt: "2023-11-14T22:13:20.000Z",
      });
      expect(list.find((u) => u.id === older.id)).toMatchObject({
        location: "",
        isActive: true,
        suspend: false,
        status: "active",
        subscriptionType: "free",
        lastLoginAt: null,
      });
      expect(list.some((u) => "passwordHash" in u || "password_hash" in u)).toBe(false);

      expect(result.body.stats).toEqual({
        totalUsers: await sqlCount("1 = 1"),
        activeUsers: await sqlCount("status = 'active'"),
        deployedPortfolios: await sqlCount("portfolio_deployed = 1"),
        premiumUsers: await sqlCount("subscription_type = 'premium'"),
      });
      expect(result.body.stats.totalUsers).toBe(list.length);
      expect(result.body.stats.premiumUsers).toBe(list.filter((u) => u.subscriptionType === "premium").length);
    }
  });

  it("counts a change in the stats exactly", async () => {
    const { token, c } = await signedInAdmin();
    const before = (await c.call("/api/admin/users", { token })).body.stats;
    const other = await registerUser();
    await env.DB.prepare("UPDATE users SET subscription_type = 'premium', portfolio_deployed = 1 WHERE id = ?").bind(other.id).run();
    const after = (await c.call("/api/admin/users", { token })).body.stats;
    expect(after).toEqual({
      totalUsers: before.totalUsers + 1,
      activeUsers: before.activeUsers + 1,
      deployedPortfolios: before.deployedPortfolios + 1,
      premiumUsers: before.premiumUsers + 1,
    });
    await c.call(`/api/admin/users/${other.id}`, { method: "PATCH", token, body: { action: "suspend" } });
    const suspended = (await c.call("/api/admin/users", { token })).body.stats;
    expect(suspended).toEqual({ ...after, activeUsers: after.activeUsers - 1 });
  });
});

describe("PATCH /admin/users/{id}", () => {
  it("suspends a user: their sessions die at once, sign-in is refused and their cached public page answers 404", async () => {
    const { token: adminToken, c: adminClient } = await signedInAdmin();
    const owner = await userWithPortfolio();
    const second = await login(owner.c, owner.user.email, owner.user.password);
    expect(await liveSessions(owner.user.id)).toBe(2);

    expect((await page(owner.user.username)).status).toBe(200);
    const cached = await page(owner.user.username);
    expect(cached.status).toBe(200);
    expect(cached.headers.get("X-Cache")).toBe("HIT");

    const suspended = await adminClient.call(`/api/api/admin/users/${owner.user.id}`, {
      method: "PATCH",
      token: adminToken,
      body: { action: "suspend" },
    });
    expect(suspended.status, suspended.text).toBe(200);
    expect(suspended.body).toMatchObject({ success: true, message: "User suspended successfully" });
    expect(suspended.body.data.user).toMatchObject({
      id: owner.user.id,
      status: "suspended",
      suspend: true,
      isActive: false,
      role: "user",
      portfolioDeployed: true,
    });

    expect(await liveSessions(owner.user.id)).toBe(0);
    expectError(await owner.c.call("/api/auth/profile", { token: owner.token }), 401);
    expectError(await owner.c.call("/api/profiles/me", { token: second.token }), 401);
    expectError(
      await owner.c.post("/api/auth/login", { email: owner.user.email, password: owner.user.password }),
      403,
      "Your account has been suspended. Please contact support.",
    );

    const gone = await page(owner.user.username);
    expect(gone.status).toBe(404);
    expect(gone.headers.get("X-Cache")).not.toBe("HIT");
    expectError(await call(`/api/portfolio/public/${owner.user.username}`), 404, "Portfolio not found");

    // Activation restores sign-in and, since the portfolio stayed deployed, the public page.
    const activated = await adminClient.call(`/api/admin/users/${owner.user.id}`, {
      method: "PATCH",
      token: adminToken,
      body: { action: "activate" },
    });
    expect(activated.body).toMatchObject({
      success: true,
      message: "User activated successfully",
      data: { user: { status: "active", isActive: true, suspend: false } },
    });
    const again = await login(owner.c, owner.user.email, owner.user.password);
    expect((await owner.c.call("/api/auth/profile", { token: again.token })).status).toBe(200);
    expect((await page(owner.user.username)).status).toBe(200);
  });

  it("refuses to suspend oneself or a super admin, and answers 404 for an unknown user", async () => {
    const { user: admin, token, c } = await signedInAdmin();
    const superadmin = await signedInAdmin("superadmin");
    const otherAdmin = await signedInAdmin();

    for (const prefix of PREFIXES) {
      expectError(
        await c.call(`${prefix}/users/${admin.id}`, { method: "PATCH", token, body: { action: "suspend" } }),
        400,
        ADMIN_MESSAGES.cannotSuspendSelf,
      );
      expectError(
        await c.call(`${prefix}/users/${superadmin.user.id}`, { method: "PATCH", token, body: { action: "suspend" } }),
        403,
        ADMIN_MESSAGES.cannotSuspendSuperadmin,
      );
      expectError(
        await c.call(`${prefix}/users/no-such-user`, { method: "PATCH", token, body: { action: "suspend" } }),
        404,
        ADMIN_MESSAGES.userNotFound,
      );
      expectError(
        await c.call(`${prefix}/users/no-such-user`, { method: "PATCH", token, body: { action: "activate" } }),
        404,
        ADMIN_MESSAGES.userNotFound,
      );
    }
    // Not even a super admin suspends a super admin (themselves included).
    const peer = await signedInAdmin("superadmin");
    expectError(
      await superadmin.c.call(`/api/admin/users/${peer.user.id}`, {
        method: "PATCH",
        token: superadmin.token,
        body: { action: "suspend" },
      }),
      403,
      ADMIN_MESSAGES.cannotSuspendSuperadmin,
    );
    expectError(
      await superadmin.c.call(`/api/admin/users/${superadmin.user.id}`, {
        method: "PATCH",
        token: superadmin.token,
        body: { action: "suspend" },
      }),
      403,
      ADMIN_MESSAGES.cannotSuspendSuperadmin,
    );

    expect(await userRow(admin.id)).toMatchObject({ status: "active", role: "admin" });
    expect(await userRow(superadmin.user.id)).toMatchObject({ status: "active", role: "superadmin" });
    expect(await userRow(peer.user.id)).toMatchObject({ status: "active", role: "superadmin" });
    expect(await liveSessions(admin.id)).toBe(1);
    expect(await liveSessions(superadmin.user.id)).toBe(1);

    // An admin may suspend another (non-super) admin.
    const done = await c.call(`/api/admin/users/${otherAdmin.user.id}`, { method: "PATCH", token, body: { action: "suspend" } });
    expect(done.status, done.text).toBe(200);
    expectError(await otherAdmin.c.call("/api/admin/users", { token: otherAdmin.token }), 401);
  });

  it("validates the action, and no body field can change a role", async () => {
    const { token, c } = await signedInAdmin();
    const target = await registerUser();
    expectError(
      await c.call(`/api/admin/users/${target.id}`, { method: "PATCH", token, body: { action: "promote" } }),
      400,
      ADMIN_MESSAGES.action,
    );
    expectError(
      await c.call(`/api/admin/users/${target.id}`, { method: "PATCH", token, body: { role: "admin" } }),
      400,
      ADMIN_MESSAGES.action,
    );
    expectError(
      await c.call(`/api/admin/users/${target.id}`, { method: "PATCH", token, body: "{oops" }),
      400,
      "Malformed JSON in request body",
    );
    const withRole = await c.call(`/api/admin/users/${target.id}`, {
      method: "PATCH",
      token,
      body: { action: "activate", role: "superadmin" },
    });
    expect(withRole.status, withRole.text).toBe(200);
    expect(withRole.body.data.user.role).toBe("user");
    const bulk = await c.call("/api/admin/users/bulk", {
      method: "PATCH",
      token,
      body: { userIds: [target.id], action: "activate", role: "admin" },
    });
    expect(bulk.status, bulk.text).toBe(200);
    expectError(
      await c.call("/api/admin/users/bulk", { method: "PATCH", token, body: { userIds: [target.id], action: "promote" } }),
      400,
      ADMIN_MESSAGES.action,
    );
    // Other methods on the user path do not exist.
    for (const method of ["PUT", "POST", "DELETE"]) {
      const result = await c.call(`/api/admin/users/${target.id}`, { method, token, body: { role: "admin" } });
      expect(result.status).toBe(404);
    }
    expect(await userRow(target.id)).toMatchObject({ role: "user", status: "active" });
  });
});

describe("PATCH /admin/users/bulk", () => {
  it("suspends and activates many users with counts, skipping self, super admins and unknown ids", async () => {
    const { user: admin, token, c } = await signedInAdmin();
    const a = await signedInUser();
    const b = await signedInUser();
    const superadmin = await signedInAdmin("superadmin");
    const ids = [a.user.id, b.user.id, admin.id, superadmin.user.id, "no-such-user"];

    const suspended = await c.call("/api/api/admin/users/bulk", { method: "PATCH", token, body: { userIds: ids, action: "suspend" } });
    expect(suspended.status, suspended.text).toBe(200);
    expect(suspended.body).toEqual({ success: true, message: "2 users suspended successfully", data: { count: 2, skipped: 3 } });
    for (const u of [a, b]) {
      expect((await userRow(u.user.id))!.status).toBe("suspended");
      expect(await liveSessions(u.user.id)).toBe(0);
      expectError(await call("/api/auth/profile", { token: u.token }), 401);
    }
    expect((await userRow(admin.id))!.status).toBe("active");
    expect((await userRow(superadmin.user.id))!.status).toBe("active");
    expect((await c.call("/api/admin/users", { token })).status).toBe(200);

    const one = await c.call("/api/admin/users/bulk", { method: "PATCH", token, body: { userIds: [a.user.id], action: "activate" } });
    expect(one.body).toEqual({ success: true, message: "User activated successfully", data: { count: 1, skipped: 0 } });

    // Activation applies to everyone named (self and super admins included); duplicates count once.
    const activated = await c.call("/api/admin/users/bulk", {
      method: "PATCH",
      token,
      body: { userIds: [...ids, b.user.id], action: "activate" },
    });
    expect(activated.body).toEqual({ success: true, message: "4 users activated successfully", data: { count: 4, skipped: 1 } });
    for (const u of [a, b]) {
      expect((await userRow(u.user.id))!.status).toBe("active");
      const again = await login(client(), u.user.email, u.user.password);
      expect((await call("/api/auth/profile", { token: again.token })).status).toBe(200);
    }
  });

  it("handles more ids than one statement can bind, and purges every suspended user's cached page", async () => {
    const { token, c } = await signedInAdmin();
    const owners = [await userWithPortfolio(), await userWithPortfolio()];
    for (const o of owners) {
      await page(o.user.username);
      expect((await page(o.user.username)).headers.get("X-Cache")).toBe("HIT");
    }
    const unknown = Array.from({ length: 180 }, (_, i) => `missing-${i}`);
    const result = await c.call("/api/admin/users/bulk", {
      method: "PATCH",
      token,
      body: { userIds: [...unknown, ...owners.map((o) => o.user.id)], action: "suspend" },
    });
    expect(result.body).toEqual({ success: true, message: "2 users suspended successfully", data: { count: 2, skipped: 180 } });
    for (const o of owners) {
      expect((await page(o.user.username)).status).toBe(404);
      expect(await liveSessions(o.user.id)).toBe(0);
    }
  });

  it("validates the selection", async () => {
    const { token, c } = await signedInAdmin();
    expectError(
      await c.call("/api/admin/users/bulk", { method: "PATCH", token, body: { userIds: [], action: "suspend" } }),
      400,
      ADMIN_MESSAGES.userIds,
    );
    expectError(
      await c.call("/api/admin/users/bulk", { method: "PATCH", token, body: { action: "suspend" } }),
      400,
      ADMIN_MESSAGES.userIds,
    );
    expectError(await c.call("/api/admin/users/bulk", { method: "PATCH", token, body: { userIds: ["x"] } }), 400, ADMIN_MESSAGES.action);
  });
});

/** A minimal RFC 4180 parser (quoted fields, doubled quotes, CRLF records) to read the export back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += 1;
    } else field += ch;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

describe("GET /admin/users/export", () => {
  it("downloads every user as CSV named by date, quoted per RFC 4180 with formulas neutralised", async () => {
    const { token, c } = await signedInAdmin();
    const tricky = await registerUser();
    await env.DB.prepare(
      "UPDATE users SET first_name = ?, last_name = ?, subscription_type = 'premium', portfolio_deployed = 1, selected_template = 'minimal-clean' WHERE id = ?",
    )
      .bind('=HYPERLINK("http://evil.example")', 'Smith, "Jr"', tricky.id)
      .run();
    await env.DB.prepare("INSERT INTO profiles (user_id, location) VALUES (?, ?)").bind(tricky.id, "@SUM(A1)\nLine two").run();

    const today = new Date().toISOString().slice(0, 10);
    for (const prefix of PREFIXES) {
      const result = await c.call(`${prefix}/users/export`, { token });
      expect(result.status).toBe(200);
      expect(result.headers.get("Content-Type")).toMatch(/^text\/csv/);
      expect(result.headers.get("Content-Disposition")).toBe(`attachment; filename=users-${today}.csv`);

      const rows = parseCsv(result.text);
      expect(rows[0]).toEqual([...CSV_HEADER]);
      expect(rows[0]).toEqual([
        "ID",
        "First Name",
        "Last Name",
        "Username",
        "Email",
        "Role",
        "Status",
        "Plan",
        "Portfolio Deployed",
        "Profile Completed",
        "Template",
        "Location",
        "Created At",
        "Last Login",
      ]);
      expect(rows.length - 1).toBe(await sqlCount("1 = 1"));
      expect(rows.slice(1).every((r) => r.length === CSV_HEADER.length)).toBe(true);
      const ids = rows.slice(1).map((r) => r[0]);
      expect(new Set(ids).size).toBe(ids.length);

      const row = rows.find((r) => r[0] === tricky.id)!;
      expect(row).toEqual([
        tricky.id,
        '\'=HYPERLINK("http://evil.example")',
        'Smith, "Jr"',
        tricky.username,
        tricky.email,
        "user",
        "active",
        "premium",
        "Yes",
        "No",
        "minimal-clean",
        "'@SUM(A1)\nLine two",
        expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        "",
      ]);
      // The raw text: quotes doubled inside a quoted field.
      expect(result.text).toContain(`,"'=HYPERLINK(""http://evil.example"")","Smith, ""Jr""",`);
    }
  });

  it("names the file by the given date and neutralises every formula prefix", async () => {
    const { filename, csv } = await exportUsersCsv(getDb(env.DB), new Date("2026-03-05T23:59:00Z"));
    expect(filename).toBe("users-2026-03-05.csv");
    expect(
      csv.startsWith(
        "ID,First Name,Last Name,Username,Email,Role,Status,Plan,Portfolio Deployed,Profile Completed,Template,Location,Created At,Last Login\r\n",
      ),
    ).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(["=1+2", "+1", "-1", "@x", "\tx", "plain", "a,b", 'say "hi"'].map(csvCell)).toEqual([
      "'=1+2",
      "'+1",
      "'-1",
      "'@x",
      "'\tx",
      "plain",
      '"a,b"',
      '"say ""hi"""',
    ]);
  });
});

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
