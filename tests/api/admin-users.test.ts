// The admin API's users: /api/admin/users (and the spec client's /api/api/admin/users). Roles are enforced on every
// call from the stored role; suspension signs the user out at once and takes their public page down even when it
// was cached; no call can change a role. The export: admin-export.test.ts; the sender: admin-notifications.test.ts.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, type AdminUserDto } from "~/schemas/admin";
import {
  NOTE,
  notificationsTitled,
  PREFIXES,
  publicPage as page,
  liveSessions,
  setRole,
  signedInAdmin,
  sqlCount,
  userRow,
  userWithPortfolio,
} from "./admin-helpers";
import { call, client, expectError, login, registerUser, signedInUser } from "./helpers";

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
    const { token, c } = await signedInUser();
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
    const { user, token, c } = await signedInUser();
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
    for (const target of [peer.user.id, superadmin.user.id]) {
      expectError(
        await superadmin.c.call(`/api/admin/users/${target}`, { method: "PATCH", token: superadmin.token, body: { action: "suspend" } }),
        403,
        ADMIN_MESSAGES.cannotSuspendSuperadmin,
      );
    }

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
