// The PDF resume (issue 15 §3): "Download Resume" on a live portfolio and "Download PDF resume" on the profile page
// download real PDFs; and the Worker bundle that carries the generator stays under Cloudflare's 3 MiB gzip limit.
import { readFileSync } from "node:fs";
import { WORKER_BUNDLE_LIMIT_GZIP, workerBundleGzip } from "../../scripts/bundle-size.mjs";
import { expect, registerThroughApi, test } from "./fixtures";

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString("latin1") === "%PDF-";

test("Download Resume on a live portfolio and Download PDF resume on the profile page give PDF files", async ({
  page,
  request,
  account,
}) => {
  await page.goto("/portfolio/demo");
  const resume = page.getByRole("link", { name: "Download Resume" }).first();
  await expect(resume).toHaveAttribute("href", "/portfolio/demo/resume.pdf");
  const answer = await page.request.get("/portfolio/demo/resume.pdf");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  expect(isPdf(await answer.body())).toBe(true);
  const [publicDownload] = await Promise.all([page.waitForEvent("download"), resume.click()]);
  expect(publicDownload.suggestedFilename()).toBe("demo-user-resume.pdf");
  expect(isPdf(readFileSync(await publicDownload.path()))).toBe(true);

  await registerThroughApi(request, account);
  const login = await page.request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  await page.goto("/profile");
  const [ownDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download PDF resume" }).click()]);
  expect(ownDownload.suggestedFilename()).toBe("taylor-morgan-resume.pdf");
  expect(isPdf(readFileSync(await ownDownload.path()))).toBe(true);
});

test("the Worker bundle (PDF generator and fonts included) stays under 3 MiB gzip", () => {
  // The build playwright.config.ts's web server made (same default as its BUILD_DIR).
  const { total, largest } = workerBundleGzip(process.env.E2E_BUILD_DIR ?? ".wrangler/e2e-build");
  console.log(
    `Worker bundle: ${(total / 1024).toFixed(1)} KiB gzip; largest module ${largest.file} ${(largest.bytes / 1024).toFixed(1)} KiB`,
  );
  expect(total).toBeGreaterThan(500 * 1024);
  expect(total).toBeLessThanOrEqual(WORKER_BUNDLE_LIMIT_GZIP);
});
