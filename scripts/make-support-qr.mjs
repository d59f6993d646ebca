// Writes public/support-qr.svg: the support widget's payment QR code ("buy me a coffee"), as a crisp SVG.
// The widget shows whatever SUPPORT_QR_URL points to (wrangler.toml); this script makes the bundled default.
// Usage: npm run support:qr -- [link] [output]   (default link: https://buymeacoffee.com/vitrine)
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import QRCode from "qrcode";

const link = process.argv[2] ?? "https://buymeacoffee.com/vitrine";
const output = process.argv[3] ?? fileURLToPath(new URL("../public/support-qr.svg", import.meta.url));

if (!/^https?:\/\//.test(link)) {
  console.error(`The link must start with http:// or https:// (got "${link}")`);
  process.exit(1);
}

// Error correction M and a 4-module quiet zone keep it scannable from a phone screen; dark slate on white.
const svg = await QRCode.toString(link, {
  type: "svg",
  errorCorrectionLevel: "M",
  margin: 4,
  width: 512,
  color: { dark: "#0f172aff", light: "#ffffffff" },
});
await writeFile(output, svg.replace("<svg ", `<svg role="img" aria-label="QR code for ${link}" `));
console.log(`Wrote ${output} (${link})`);
