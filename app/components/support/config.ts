// The support widget's configuration ("buy me a coffee", spec part 1 section 1): wrangler.toml vars, not code.
// SUPPORT_QR_URL empty (or unsafe) hides the widget.

export interface SupportConfig {
  /** The payment QR image: a same-site path ("/support-qr.svg") or an https:// URL. */
  qrUrl: string;
  /** Where the QR code leads, also offered as a link for people already on their phone; '' for none. */
  link: string;
  text: string;
}

const DEFAULT_SUPPORT_TEXT = "Enjoying Vitrine? Scan the code to buy the team a coffee.";

const isSafeImageUrl = (url: string) => (url.startsWith("/") && !url.startsWith("//")) || /^https:\/\/[^\s"'<>]+$/.test(url);
const isSafeLink = (url: string) => /^https?:\/\/[^\s"'<>]+$/.test(url);

export function supportConfig(env: Partial<Pick<Env, "SUPPORT_QR_URL" | "SUPPORT_LINK" | "SUPPORT_TEXT">>): SupportConfig | null {
  const qrUrl = env.SUPPORT_QR_URL?.trim() ?? "";
  if (!qrUrl || !isSafeImageUrl(qrUrl)) return null;
  const link = env.SUPPORT_LINK?.trim() ?? "";
  return { qrUrl, link: isSafeLink(link) ? link : "", text: env.SUPPORT_TEXT?.trim() || DEFAULT_SUPPORT_TEXT };
}
