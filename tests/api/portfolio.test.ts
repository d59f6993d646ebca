// Templates catalogue, template selection, deploy / redeploy / unpublish, the public read and the public page:
// snapshots, 404s, edge cache purges, link safety and escaping. All through the real Worker entry point.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { TEMPLATE_IDS, TEMPLATE_MESSAGES, TEMPLATES } from "~/schemas/portfolio-catalogue";
import { PORTFOLIO_MESSAGES } from "~/schemas/portfolio";
import { call, client, expectError, preparePortfolio, signedInUser, type Client } from "./helpers";

/** A signed-in user with a completed profile and a selected template: ready to deploy. */
async function readyUser(template = "modern-professional", c: Client = client()) {
  const { user, token } = await signedInUser(c);
  await preparePortfolio(c, token, { template, deploy: false });
  return { user, token, c };
}

const page = (username: string, init: { method?: string; headers?: Record<string, string>; body?: BodyInit } = {}) =>
  call(`/portfolio/${username}`, { method: init.method, headers: init.headers, body: init.body as never });

describe("templates catalogue", () => {
  it("lists the five bundled templates with every documented field", async () => {
    const result = await call("/api/templates");
    expect(result.status).toBe(200);
    expect(result.body.data.map((t: { templateId: string }) => t.templateId)).toEqual([...TEMPLATE_IDS]);
    for (const template of result.body.data) {
      for (const field of [
        "name",
        "description",
        "category",
        "features",
        "sections",
        "isPremium",
        "featured",
        "colors",
        "tags",
        "createdAt",
        "updatedAt",
        "rating",
        "downloads",
        "responsive",
        "exportFormats",
      ]) {
        expect(template, `${template.templateId}.${field}`).toHaveProperty(field);
      }
      expect(template.featured).toBe(true);
    }
    const premium = TEMPLATES.filter((t) => t.isPremium).map((t) => t.templateId);
    expect(premium).toEqual(["creative-gradient", "executive-suite"]);
  });

  it("answers one template by id, 404 with the spec's message for an unknown id, 400 for a malformed one", async () => {
    const one = await call("/api/templates/terminal-developer-focused");
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({
      templateId: "terminal-developer-focused",
      category: "developer",
      exportFormats: ["HTML", "PDF"],
    });
    expectError(await call("/api/templates/no-such-template"), 404, TEMPLATE_MESSAGES.notFoundInDatabase("no-such-template"));
    expectError(await call("/api/templates/Bad_ID"), 400, TEMPLATE_MESSAGES.invalidFormat);
  });
});

describe("PATCH /api/profiles/template", () => {
  it("saves a catalogue template and refuses anything else", async () => {
    const { token, c } = await signedInUser();
    expectError(await c.call("/api/profiles/template", { method: "PATCH", body: { selectedTemplate: "minimal-clean" } }), 401);
    expectError(
      await c.call("/api/profiles/template", { method: "PATCH", token, body: { selectedTemplate: "nope" } }),
      400,
      TEMPLATE_MESSAGES.notAvailable("nope"),
    );
    expectError(
      await c.call("/api/profiles/template", { method: "PATCH", token, body: { selectedTemplate: "<script>" } }),
      400,
      TEMPLATE_MESSAGES.invalidFormat,
    );
    const saved = await c.call("/api/profiles/template", { method: "PATCH", token, body: { selectedTemplate: "minimal-clean" } });
    expect(saved.body).toMatchObject({
      success: true,
      selectedTemplate: "minimal-clean",
      message: "Template selected and saved successfully!",
    });
    const me = await c.call("/api/auth/profile", { token });
    expect(me.body.user.selectedTemplate).toBe("minimal-clean");
  });
});

describe("deploy, redeploy and unpublish", () => {
  it("reports each deployment status and refuses to deploy until profile and template exist", async () => {
    const { token, c } = await signedInUser();
    const status = async () => (await c.call("/api/portfolio/status", { token })).body.data.status;
    expect(await status()).toBe("profile-and-template-required");
    expectError(await c.call("/api/portfolio/deploy", { method: "POST", token, body: {} }), 400, PORTFOLIO_MESSAGES.profileRequired);
    await c.call("/api/profiles/template", { method: "PATCH", token, body: { selectedTemplate: "minimal-clean" } });
    expect(await status()).toBe("profile-required");
    await c.call("/api/auth/profile/complete", { method: "PATCH", token, body: { isProfileCompleted: true } });
    expect(await status()).toBe("ready");
    const deployed = await c.call("/api/portfolio/deploy", { method: "POST", token, body: {} });
    expect(deployed.status, deployed.text).toBe(200);
    expect(await status()).toBe("deployed");
  });

  it("needs a template when the profile is complete", async () => {
    const { token, c } = await signedInUser();
    await c.call("/api/auth/profile/complete", { method: "PATCH", token, body: { isProfileCompleted: true } });
    expect((await c.call("/api/portfolio/status", { token })).body.data.status).toBe("template-required");
    expectError(await c.call("/api/portfolio/deploy", { method: "POST", token, body: {} }), 400, PORTFOLIO_MESSAGES.templateRequired);
  });

  it("the public read gives the snapshot's photo as an absolute URL on APP_URL; the page keeps it relative", async () => {
    const { user, token, c } = await readyUser();
    const form = new FormData();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]);
    form.append("profilePhoto", new File([png], "me.png", { type: "image/png" }));
    const uploaded = await c.call("/api/profiles/photo", { method: "POST", token, body: form });
    expect(uploaded.status, uploaded.text).toBe(200);
    const deployed = await c.call("/api/portfolio/deploy", { method: "POST", token, body: {} });
    expect(deployed.status, deployed.text).toBe(200);

    const publicRead = await call(`/api/portfolio/public/${user.username}`);
    expect(publicRead.status).toBe(200);
    const photo: string = publicRead.body.data.profilePhoto;
    expect(photo).toMatch(new RegExp(`^${env.APP_URL.replace(/\/+$/, "")}/media/photos/${user.id}/portfolio-`));
    const html = (await page(user.username)).text;
    expect(html).toContain(`src="${photo.slice(env.APP_URL.replace(/\/+$/, "").length)}"`);
  });

  it("deploys a snapshot: the public page keeps it until the owner redeploys", async () => {
    const { user, token, c } = await readyUser();
    const deployed = await c.call("/api/portfolio/deploy", {
      method: "POST",
      token,
      body: { templateId: "modern-professional", username: user.username },
    });
    expect(deployed.body).toMatchObject({
      success: true,
      message: "Portfolio deployed successfully!",
      portfolioUrl: `${env.APP_URL}/portfolio/${user.username}`,
    });

    const publicRead = await call(`/api/portfolio/public/${user.username}`);
    expect(publicRead.status).toBe(200);
    expect(publicRead.body.data).toMatchObject({
      username: user.username,
      firstName: "Ada",
      lastName: "Lovelace",
      selectedTemplate: "modern-professional",
      personalInfo: { phone: "9876543210", location: "Pune, India", socialLinks: { github: "https://github.com/ada-l" } },
      professional: { title: "Staff Engineer", skills: ["Mathematics", "Algorithms", "Writing"] },
      seo: { title: "Ada Lovelace - Staff Engineer" },
    });
    expect(publicRead.body.data.seo.keywords).toContain("Algorithms");

    // Editing the profile does not change the live page...
    await c.call("/api/profiles/me", { method: "PUT", token, body: { title: "Chief Engine Officer" } });
    expect((await call(`/api/portfolio/public/${user.username}`)).body.data.professional.title).toBe("Staff Engineer");
    expect((await page(user.username)).text).toContain("Staff Engineer");
    // ...until a redeploy, which may also switch the template.
    const redeployed = await c.call("/api/portfolio/redeploy", {
      method: "POST",
      token,
      body: { templateId: "minimal-clean", username: user.username },
    });
    expect(redeployed.body).toMatchObject({ success: true, message: "Portfolio redeployed successfully!" });
    const after = await call(`/api/portfolio/public/${user.username}`);
    expect(after.body.data).toMatchObject({ selectedTemplate: "minimal-clean", professional: { title: "Chief Engine Officer" } });
    const html = await page(user.username);
    expect(html.text).toContain("Chief Engine Officer");
    expect(html.text).not.toContain("Staff Engineer");
    const status = (await c.call("/api/portfolio/status", { token })).body.data;
    expect(status).toMatchObject({
      status: "deployed",
      deployCount: 2,
      deployedTemplate: "minimal-clean",
      selectedTemplate: "minimal-clean",
    });
  });

  it("refuses another user's username, unknown templates and a redeploy before any deploy", async () => {
    const { token, c } = await readyUser();
    expectError(await c.call("/api/portfolio/redeploy", { method: "POST", token, body: {} }), 409, PORTFOLIO_MESSAGES.notDeployed);
    expectError(
      await c.call("/api/portfolio/deploy", { method: "POST", token, body: { username: "someone-else" } }),
      403,
      PORTFOLIO_MESSAGES.usernameMismatch,
    );
    expectError(
      await c.call("/api/portfolio/deploy", { method: "POST", token, body: { templateId: "gone" } }),
      400,
      TEMPLATE_MESSAGES.notAvailable("gone"),
    );
    expectError(await c.call("/api/portfolio/deploy", { method: "POST", token, body: "{oops" }), 400, "Malformed JSON in request body");
    expectError(await c.call("/api/portfolio/deploy", { method: "POST", body: {} }), 401);
    expectError(await c.call("/api/portfolio/unpublish", { method: "PATCH" }), 401);
  });

  it("unpublish takes the page down at once, even when it was cached, and a deploy brings it back", async () => {
    const { user, token, c } = await readyUser();
    await c.call("/api/portfolio/deploy", { method: "POST", token, body: {} });
    const first = await page(user.username);
    expect(first.status).toBe(200);
    const second = await page(user.username);
    expect(second.headers.get("X-Cache")).toBe("HIT");
    expect(second.text).toBe(first.text);

    const unpublished = await c.call("/api/portfolio/unpublish", { method: "PATCH", token });
    expect(unpublished.body).toMatchObject({ success: true, message: "Portfolio unpublished successfully!" });
    const gone = await page(user.username);
    expect(gone.status).toBe(404);
    expect(gone.text).toContain("Portfolio Not Found");
    expectError(await call(`/api/portfolio/public/${user.username}`), 404, "Portfolio not found");
    expect((await c.call("/api/auth/profile", { token })).body.user.portfolioDeployed).toBe(false);

    await c.call("/api/portfolio/deploy", { method: "POST", token, body: {} });
    expect((await page(user.username)).status).toBe(200);
  });
});

describe("public portfolio", () => {
  it("answers 404 'Portfolio not found' for unknown, never-deployed, deactivated and suspended owners", async () => {
    expectError(await call("/api/portfolio/public/nobody-here"), 404, "Portfolio not found");
    expect((await page("nobody-here")).status).toBe(404);

    const never = await signedInUser();
    expectError(await call(`/api/portfolio/public/${never.user.username}`), 404, "Portfolio not found");

    const { user, token, c } = await readyUser();
    await c.call("/api/portfolio/deploy", { method: "POST", token, body: {} });
    expect((await page(user.username)).headers.get("X-Cache")).toBe("MISS");
    expect((await page(user.username)).headers.get("X-Cache")).toBe("HIT");
    const deactivated = await c.call("/api/profiles/deactivate-account", { method: "PATCH", token, body: {} });
    expect(deactivated.status, deactivated.text).toBe(200);
    expectError(await call(`/api/portfolio/public/${user.username}`), 404, "Portfolio not found");
    expect((await page(user.username)).status).toBe(404);
  });

  it("a username change unpublishes the old address at once (cache purged) and the new one stays dark", async () => {
    const { user, token, c } = await readyUser();
    await c.call("/api/portfolio/deploy", { method: "POST", token, body: {} });
    await page(user.username);
    expect((await page(user.username)).headers.get("X-Cache")).toBe("HIT");
    const newUsername = `${user.username}-new`;
    const changed = await c.call("/api/profiles/change-username", { method: "PUT", token, body: { newUsername } });
    expect(changed.status, changed.text).toBe(200);
    expect((await page(user.username)).status).toBe(404);
    expect((await page(newUsername)).status).toBe(404);
  });

  it("renders server-side with SEO meta, JSON-LD, a canonical URL, no client runtime and under 20 KB of script", async () => {
    const { user, token, c } = await readyUser();
    await c.call("/api/portfolio/deploy", { method: "POST", token, body: {} });
    const html = (await page(user.username)).text;
    expect(html).toContain("<title>Ada Lovelace - Staff Engineer</title>");
    expect(html).toContain('<meta name="description" content="Engineer who designs analytical engines');
    expect(html).toContain('<meta name="keywords" content="Ada Lovelace, Staff Engineer, Mathematics, Algorithms, Writing, portfolio"/>');
    expect(html).toContain('<meta property="og:title" content="Ada Lovelace - Staff Engineer"/>');
    // The deploy made a social preview image (issue 17; tests/api/portfolio-og-indexing.test.ts), so a large card.
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain(`<link rel="canonical" href="${env.APP_URL}/portfolio/${user.username}"/>`);
    const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({
      "@type": "Person",
      name: "Ada Lovelace",
      jobTitle: "Staff Engineer",
      sameAs: ["https://github.com/ada-l"],
    });
    // No React Router runtime: no module scripts, no hydration context; one small inline enhancement script.
    expect(html).not.toMatch(/<script[^>]+type="module"/);
    expect(html).not.toContain("__reactRouterContext");
    expect(html).not.toContain("modulepreload");
    const scripts = [...html.matchAll(/<script(?![^>]*ld\+json)[^>]*>(.*?)<\/script>/gs)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    const gzipped = await new Response(new Blob([scripts.join("")]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer();
    expect(gzipped.byteLength).toBeLessThan(20 * 1024);
    // Sections the profile has, and 'Present' for the current job.
    expect(html).toContain("Professional Experience");
    expect(html).toContain("Present");
    expect(html).not.toContain("Certifications");
  });

  it("never turns a javascript: link into an href and escapes user text", async () => {
    const { user, token, c } = await readyUser();
    // The profile schemas refuse such links, so write them the way only a bug or old data could: directly.
    const evil = "javascript:alert(document.cookie)";
    await env.DB.prepare("UPDATE profiles SET social_links = ?, summary = ?, projects = ? WHERE user_id = ?")
      .bind(
        JSON.stringify({ linkedin: evil, github: "https://github.com/ada-l", website: "JaVaScRiPt:alert(1)" }),
        'Builder of engines. <script>alert("owned")</script> & "quotes" that are long enough to count.',
        JSON.stringify([
          {
            title: "<img src=x onerror=alert(1)>",
            description: "A project description that is long enough.",
            url: evil,
            githubUrl: "data:text/html,hi",
            skills: [],
          },
        ]),
        user.id,
      )
      .run();
    expect((await c.call("/api/portfolio/deploy", { method: "POST", token, body: {} })).status).toBe(200);
    for (const template of TEMPLATE_IDS) {
      await c.call("/api/portfolio/redeploy", { method: "POST", token, body: { templateId: template } });
      const html = (await page(user.username)).text;
      expect(html, template).not.toMatch(/href="\s*javascript:/i);
      expect(html, template).not.toMatch(/href="\s*data:/i);
      expect(html, template).not.toContain('<script>alert("owned")</script>');
      expect(html, template).not.toContain("<img src=x onerror");
      expect(html, template).toContain("&lt;script&gt;alert(");
      expect(html, template).toContain('href="https://github.com/ada-l"');
    }
  });

  it("the API rejects a javascript: link before it is ever stored", async () => {
    const { token, c } = await signedInUser();
    const saved = await c.call("/api/profiles/me", { method: "PUT", token, body: { socialLinks: { website: "javascript:alert(1)" } } });
    expectError(saved, 400, "Enter a valid URL");
  });
});
