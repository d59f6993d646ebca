import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const n of process.argv.slice(2)) {
  const page = await (await browser.newContext({ viewport: { width: 700, height: 450 } })).newPage();
  await page.goto(`file:///tmp/pdfwork/${n}.pdf`).catch(() => {});
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `/tmp/pdfwork/${n}.png` });
}
await browser.close();
