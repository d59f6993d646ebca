// /portfolio: "Let search engines index my portfolio" (issue 17 section 4). The switch turns indexing off and on; the
// public page then carries (or drops) noindex at once, and /sitemap.xml lists the page only while it is on.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, registerThroughApi, test, type TestAccount } from "./fixtures";

async function deployedAccount(page: Page, request: APIRequestContext, account: TestAccount) {
  await registerThroughApi(request, account);
  const login = await page.request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  for (const [path, data] of [
    ["/api/auth/profile/complete", { isProfileCompleted: true }],
    ["/api/profiles/template", { selectedTemplate: "minimal-clean" }],
  ] as const) {
    expect((await page.request.patch(path, { headers, data })).status()).toBe(200);
  }
  expect((await page.request.post("/api/portfolio/deploy", { headers, data: {} })).status()).toBe(200);
}

test("search engines: the owner turns indexing off and on from /portfolio", async ({ page, request, account }) => {
  await deployedAccount(page, request, account);
  await page.goto("/portfolio");
  const toggle = page.getByRole("switch", { name: "Let search engines index my portfolio" });
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await expect((await request.get("/sitemap.xml")).text()).resolves.toContain(`/portfolio/${account.username}</loc>`);
  await toggle.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/og-results/search-indexing-on.png", fullPage: true });

  await toggle.click();
  await expect(page.getByText("Search engines are now asked not to index your portfolio")).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  const hidden = await request.get(`/portfolio/${account.username}`);
  expect(hidden.headers()["x-robots-tag"]).toBe("noindex");
  expect(await hidden.text()).toContain('<meta name="robots" content="noindex"/>');
  await expect((await request.get("/sitemap.xml")).text()).resolves.not.toContain(`/portfolio/${account.username}</loc>`);
  await page.screenshot({ path: "/tmp/og-results/search-indexing-off.png", fullPage: true });

  await toggle.click();
  await expect(page.getByText("Search engines may now index your portfolio")).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  expect((await request.get(`/portfolio/${account.username}`)).headers()["x-robots-tag"]).toBeUndefined();
});
