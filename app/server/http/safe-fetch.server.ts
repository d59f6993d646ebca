// A fetch of a URL a user gave (issue 18: a job posting) that cannot be turned against Vitrine's own network
// (SSRF, ADR 0014): http/https only, no credentials, no private, loopback, link-local, unique-local, CGNAT,
// multicast, reserved, unspecified or metadata address in any literal form, no local-only names; redirects
// followed by hand (at most 3), each hop checked again; one time limit for the whole; the body read as a stream
// up to a byte cap; web pages only. In ENVIRONMENT=development loopback is allowed (tests serve fixture pages
// from 127.0.0.1), nothing else. Workers cannot resolve DNS, so a public name that resolves to a private
// address is left to the platform: Cloudflare's egress does not reach private networks (ADR 0014).
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "~/schemas/job-import-url-rules";
import { AppError } from "../errors";

/** Why a URL or an answer was refused (the message is the user's). */
export type SafeFetchRefusal =
  | "url"
  | "scheme"
  | "credentials"
  | "private-address"
  | "too-many-redirects"
  | "timeout"
  | "too-large"
  | "not-html"
  | "http-status"
  | "unreachable";

/** A refusal: an AppError (400 for the URL itself, 422 for the page) that says which. */
export class SafeFetchError extends AppError {
  constructor(
    readonly refusal: SafeFetchRefusal,
    message: string,
  ) {
    super(refusal === "url" || refusal === "scheme" || refusal === "credentials" || refusal === "private-address" ? 400 : 422, message, {
      code: `fetch_${refusal.replace(/-/g, "_")}`,
    });
    this.name = "SafeFetchError";
  }
}

// --- Addresses ---

/** What kind of address a host is ("public" is the only one fetched; "loopback" too in development). */
export type AddressKind = "public" | "loopback" | "private" | "local-name";

/**
 * An IPv4 address in any form a URL parser accepts (WHATWG "IPv4 number": 1 to 4 parts, each decimal, 0x hex or
 * 0-prefixed octal, the last one filling the remaining bytes): 127.1, 2130706433, 0x7f.0.0.1, 0177.0.0.1.
 * Null when the host is not one.
 */
export function parseIPv4(host: string): number | null {
  const parts = host.replace(/\.$/, "").split(".");
  if (parts.length === 0 || parts.length > 4) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    let value: number;
    if (/^0x[0-9a-f]*$/i.test(part)) value = part.length === 2 ? 0 : parseInt(part.slice(2), 16);
    else if (/^0[0-7]+$/.test(part)) value = parseInt(part.slice(1), 8);
    else if (/^(0|[1-9]\d*)$/.test(part)) value = Number(part);
    else return null;
    if (!Number.isFinite(value)) return null;
    numbers.push(value);
  }
  const last = numbers.pop()!;
  if (numbers.some((n) => n > 255) || last >= 256 ** (4 - numbers.length)) return null;
  return numbers.reduce((sum, n, i) => sum + n * 256 ** (3 - i), 0) + last;
}

/** An IPv6 address (without brackets; a zone id is refused) as eight 16-bit groups, or null. */
export function parseIPv6(host: string): number[] | null {
  let text = host.toLowerCase();
  if (!text.includes(":") || text.includes("%")) return null;
  // An embedded IPv4 tail (::ffff:127.0.0.1) becomes two groups.
  const tail = /:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    if (!/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.test(tail[1]!)) return null;
    const bytes = tail[1]!.split(".").map(Number);
    if (bytes.some((b) => b > 255)) return null;
    text = `${text.slice(0, tail.index)}:${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groups = (half: string) => (half === "" ? [] : half.split(":"));
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...rest];
  if (all.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return all.map((g) => parseInt(g, 16));
}

const inV4 = (address: number, base: string, bits: number) => {
  const start = parseIPv4(base)!;
  const size = 2 ** (32 - bits);
  return address >= start && address < start + size;
};

/** The kind of an IPv4 address (as a 32-bit number). */
function ipv4Kind(address: number): AddressKind {
  if (inV4(address, "127.0.0.0", 8)) return "loopback";
  const blocked: Array<[string, number]> = [
    ["0.0.0.0", 8], // "this network", 0.0.0.0 unspecified
    ["10.0.0.0", 8], // private
    ["100.64.0.0", 10], // CGNAT
    ["169.254.0.0", 16], // link-local, cloud metadata (169.254.169.254)
    ["172.16.0.0", 12], // private
    ["192.0.0.0", 24], // IETF protocol assignments
    ["192.0.2.0", 24], // documentation
    ["192.88.99.0", 24], // 6to4 relay
    ["192.168.0.0", 16], // private
    ["198.18.0.0", 15], // benchmarking
    ["198.51.100.0", 24], // documentation
    ["203.0.113.0", 24], // documentation
    ["224.0.0.0", 4], // multicast
    ["240.0.0.0", 4], // reserved, broadcast
  ];
  return blocked.some(([base, bits]) => inV4(address, base, bits)) ? "private" : "public";
}

/** The kind of an IPv6 address (eight groups); an IPv4 address inside one (mapped, NAT64, 6to4) counts as itself. */
function ipv6Kind(groups: number[]): AddressKind {
  const [a, b] = groups as [number, number];
  const v4At = (i: number) => (groups[i]! * 65536 + groups[i + 1]!) >>> 0;
  const zeroUntil = (n: number) => groups.slice(0, n).every((g) => g === 0);
  if (zeroUntil(7) && groups[7] === 1) return "loopback"; // ::1
  if (zeroUntil(8)) return "private"; // :: unspecified
  if (zeroUntil(5) && groups[5] === 0xffff) return ipv4Kind(v4At(6)); // ::ffff:a.b.c.d mapped
  if (zeroUntil(6)) return ipv4Kind(v4At(6)) === "loopback" ? "loopback" : "private"; // ::a.b.c.d (deprecated)
  if (zeroUntil(4) && groups[4] === 0xffff && groups[5] === 0) return ipv4Kind(v4At(6)); // ::ffff:0:a.b.c.d translated
  if (a === 0x64 && b === 0xff9b) return ipv4Kind(v4At(6)) === "public" ? "public" : "private"; // NAT64 64:ff9b::/96 (and /48)
  if (a === 0x2002) return ipv4Kind(v4At(1)) === "public" ? "public" : "private"; // 6to4
  if ((a & 0xfe00) === 0xfc00) return "private"; // fc00::/7 unique local (fd00:ec2::254 metadata)
  if ((a & 0xffc0) === 0xfe80) return "private"; // fe80::/10 link-local
  if ((a & 0xffc0) === 0xfec0) return "private"; // fec0::/10 site-local (deprecated)
  if ((a & 0xff00) === 0xff00) return "private"; // multicast
  if (a === 0x2001 && b === 0x0db8) return "private"; // documentation
  if (a === 0x2001 && b === 0) return "private"; // Teredo
  if (a === 0x0100 && zeroUntil(4)) return "private"; // discard-only 100::/64
  if (a === 0) return "private"; // other reserved ::/8
  return "public";
}

/** Names that only mean something on a local network. */
function isLocalName(host: string): boolean {
  const name = host.replace(/\.$/, "");
  if (!name.includes(".")) return true; // "localhost", "metadata", an intranet host
  return /\.(localhost|local|internal|intranet|lan|home|corp|home\.arpa|localdomain)$/.test(name);
}

/** The kind of a URL's host (as `URL.hostname` gives it: lowercase, IPv6 in brackets). */
export function hostKind(hostname: string): AddressKind {
  const host = hostname.toLowerCase();
  if (host.startsWith("[") && host.endsWith("]")) {
    const groups = parseIPv6(host.slice(1, -1));
    return groups ? ipv6Kind(groups) : "private";
  }
  const v4 = parseIPv4(host);
  if (v4 !== null) return ipv4Kind(v4);
  // A last label that is all digits or hex but not a valid address is not a name to look up either.
  if (/(^|\.)(\d+|0x[0-9a-f]*)\.?$/i.test(host)) return "private";
  if (host === "localhost" || host.endsWith(".localhost") || host === "localhost.") return "loopback";
  return isLocalName(host) ? "local-name" : "public";
}

export interface SafeFetchOptions {
  /** ENVIRONMENT=development: loopback hosts are allowed (only those). */
  allowLoopback?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** The fetch to use (tests). */
  fetcher?: typeof fetch;
}

/** Checks a URL before it is fetched: the parsed URL, or a SafeFetchError saying why not. */
export function checkUrl(input: string, options: Pick<SafeFetchOptions, "allowLoopback"> = {}): URL {
  if (!URL.canParse(input.trim())) throw new SafeFetchError("url", IMPORT_MESSAGES.url);
  const url = new URL(input.trim());
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new SafeFetchError("scheme", IMPORT_MESSAGES.scheme);
  if (url.username || url.password) throw new SafeFetchError("credentials", IMPORT_MESSAGES.credentials);
  if (!url.hostname) throw new SafeFetchError("url", IMPORT_MESSAGES.url);
  const kind = hostKind(url.hostname);
  if (kind === "public" || (kind === "loopback" && options.allowLoopback)) return url;
  throw new SafeFetchError("private-address", IMPORT_MESSAGES.privateAddress);
}

// --- The fetch ---

const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)\b/i;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export interface SafeFetchAnswer {
  /** Where the page was finally read from. */
  url: string;
  contentType: string;
  html: string;
}

function isTimeout(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"));
}

/** Reads a body as text up to `maxBytes`; past it, stops reading (cancels the stream) and refuses. */
async function readCapped(response: Response, maxBytes: number, signal: AbortSignal): Promise<string> {
  const declared = Number(response.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new SafeFetchError("too-large", IMPORT_MESSAGES.tooLarge);
  }
  if (!response.body) return "";
  const charset = /charset\s*=\s*"?([\w-]+)/i.exec(response.headers.get("Content-Type") ?? "")?.[1] ?? "utf-8";
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset);
  } catch {
    decoder = new TextDecoder("utf-8");
  }
  const reader = response.body.getReader();
  const onAbort = () => void reader.cancel().catch(() => {});
  signal.addEventListener("abort", onAbort);
  let size = 0;
  let text = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (signal.aborted) throw new SafeFetchError("timeout", IMPORT_MESSAGES.timeout);
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        throw new SafeFetchError("too-large", IMPORT_MESSAGES.tooLarge);
      }
      text += decoder.decode(value, { stream: true });
    }
    return text + decoder.decode();
  } finally {
    signal.removeEventListener("abort", onAbort);
  }
}

/**
 * Fetches a web page a user named, safely (see the file header). Every refusal and failure is a SafeFetchError
 * with the user's message.
 */
export async function safeFetchPage(input: string, options: SafeFetchOptions = {}): Promise<SafeFetchAnswer> {
  const {
    allowLoopback = false,
    timeoutMs = IMPORT_LIMITS.timeoutMs,
    maxBytes = IMPORT_LIMITS.maxBytes,
    maxRedirects = IMPORT_LIMITS.maxRedirects,
    fetcher = fetch,
  } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  let url = checkUrl(input, { allowLoopback });
  try {
    for (let hop = 0; ; hop++) {
      const response = await fetcher(url.href, {
        method: "GET",
        redirect: "manual",
        signal,
        headers: {
          Accept: "text/html,application/xhtml+xml;q=0.9",
          "User-Agent": "Mozilla/5.0 (compatible; VitrineJobImport/1.0)",
        },
      });
      if (REDIRECTS.has(response.status)) {
        await response.body?.cancel().catch(() => {});
        const location = response.headers.get("Location");
        if (!location || !URL.canParse(location, url)) throw new SafeFetchError("unreachable", IMPORT_MESSAGES.unreachable);
        if (hop >= maxRedirects) throw new SafeFetchError("too-many-redirects", IMPORT_MESSAGES.tooManyRedirects);
        url = checkUrl(new URL(location, url).href, { allowLoopback });
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        throw new SafeFetchError("http-status", IMPORT_MESSAGES.httpStatus(response.status));
      }
      const contentType = response.headers.get("Content-Type") ?? "";
      if (!HTML_TYPES.test(contentType.trim())) {
        await response.body?.cancel().catch(() => {});
        throw new SafeFetchError("not-html", IMPORT_MESSAGES.notHtml);
      }
      const html = await readCapped(response, maxBytes, signal);
      return { url: url.href, contentType, html };
    }
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    if (isTimeout(error, signal)) throw new SafeFetchError("timeout", IMPORT_MESSAGES.timeout);
    throw new SafeFetchError("unreachable", IMPORT_MESSAGES.unreachable);
  }
}
