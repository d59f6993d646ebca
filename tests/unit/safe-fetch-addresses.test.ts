// The safe fetch's address checks (issue 18, ADR 0014): every literal form of a private, loopback, link-local,
// unique-local, CGNAT, multicast, unspecified or metadata address is refused, loopback only allowed in development.
import { describe, expect, it } from "vitest";
import { IMPORT_MESSAGES } from "~/schemas/job-import-url-rules";
import { checkUrl, hostKind, parseIPv4, parseIPv6, SafeFetchError, safeFetchPage } from "~/server/http/safe-fetch.server";

const refusal = (url: string, allowLoopback = false) => {
  try {
    checkUrl(url, { allowLoopback });
    return "allowed";
  } catch (error) {
    return error instanceof SafeFetchError ? error.refusal : String(error);
  }
};

describe("parseIPv4", () => {
  it("reads every form a URL parser accepts", () => {
    const loopback = 0x7f000001;
    for (const host of ["127.0.0.1", "127.1", "127.0.1", "2130706433", "0x7f000001", "0x7f.0.0.1", "0177.0.0.1", "0177.1", "127.0.0.1."]) {
      expect(parseIPv4(host), host).toBe(loopback);
    }
    expect(parseIPv4("256.0.0.1")).toBeNull();
    expect(parseIPv4("1.2.3.4.5")).toBeNull();
    expect(parseIPv4("example.com")).toBeNull();
    expect(parseIPv4("1.2.3.256")).toBeNull();
    expect(parseIPv4("08.0.0.1")).toBeNull();
  });
});

describe("parseIPv6", () => {
  it("reads compressed, full and IPv4-tailed forms and refuses zone ids", () => {
    expect(parseIPv6("::1")).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6("fe80::1")).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6("::ffff:127.0.0.1")).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIPv6("2001:db8:0:0:0:0:0:1")).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6("fe80::1%eth0")).toBeNull();
    expect(parseIPv6("1::2::3")).toBeNull();
    expect(parseIPv6("1:2:3:4:5:6:7:8:9")).toBeNull();
  });
});

describe("hostKind", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["localhost", "loopback"],
    ["app.localhost", "loopback"],
    ["[::1]", "loopback"],
    ["[::ffff:7f00:1]", "loopback"],
    ["10.0.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "private"],
    ["100.64.0.1", "private"],
    ["100.127.255.255", "private"],
    ["0.0.0.0", "private"],
    ["224.0.0.251", "private"],
    ["255.255.255.255", "private"],
    ["[::]", "private"],
    ["[fe80::1]", "private"],
    ["[febf::1]", "private"],
    ["[fc00::1]", "private"],
    ["[fd12:3456::1]", "private"],
    ["[ff02::1]", "private"],
    ["[::ffff:a9fe:a9fe]", "private"],
    ["[64:ff9b::a00:1]", "private"],
    ["[2002:c0a8:101::1]", "private"],
    ["metadata.google.internal", "local-name"],
    ["intranet", "local-name"],
    ["nas.local", "local-name"],
    ["router.home.arpa", "local-name"],
    ["8.8.8.8", "public"],
    ["100.128.0.1", "public"],
    ["172.32.0.1", "public"],
    ["[2606:4700::1111]", "public"],
    ["[64:ff9b::808:808]", "public"],
    ["boards.greenhouse.io", "public"],
  ])("%s is %s", (host, kind) => {
    expect(hostKind(host)).toBe(kind);
  });
});

describe("checkUrl", () => {
  it("refuses private addresses in every literal form, as the URL parser normalises them", () => {
    for (const url of [
      "http://10.0.0.1/",
      "http://012.0.0.1/",
      "http://0xa.0.0.1/",
      "http://167772161/",
      "http://10.1/",
      "http://169.254.169.254/",
      "http://[::ffff:169.254.169.254]/",
      "http://[0:0:0:0:0:ffff:a9fe:a9fe]/",
      "http://[fd00:ec2::254]/",
      "http://0/",
    ]) {
      expect(refusal(url), url).toBe("private-address");
    }
  });

  it("allows loopback only when asked (development), never other private ranges", () => {
    for (const url of [
      "http://127.0.0.1:8080/",
      "http://127.1/",
      "http://2130706433/",
      "http://localhost/",
      "http://[::1]/",
      "http://[::ffff:127.0.0.1]/",
    ]) {
      expect(refusal(url), url).toBe("private-address");
      expect(refusal(url, true), url).toBe("allowed");
    }
    expect(refusal("http://10.0.0.1/", true)).toBe("private-address");
    expect(refusal("http://[fe80::1]/", true)).toBe("private-address");
  });

  it("refuses other schemes, credentials and nonsense; allows public http(s)", () => {
    expect(refusal("ftp://example.com/")).toBe("scheme");
    expect(refusal("file:///etc/passwd")).toBe("scheme");
    expect(refusal("javascript:alert(1)")).toBe("scheme");
    expect(refusal("data:text/html,hi")).toBe("scheme");
    expect(refusal("https://user:pass@example.com/")).toBe("credentials");
    expect(refusal("https://user@example.com/")).toBe("credentials");
    expect(refusal("not a url")).toBe("url");
    expect(refusal("https://jobs.lever.co/acme/123")).toBe("allowed");
    expect(refusal("http://8.8.8.8/")).toBe("allowed");
  });
});

describe("safeFetchPage with a fake fetch", () => {
  const page = (body: string, headers: Record<string, string> = { "Content-Type": "text/html" }, status = 200) =>
    new Response(body, { status, headers });

  it("checks every redirect hop before fetching it, and never follows one by itself", async () => {
    const seen: Array<[string, RequestRedirect | undefined]> = [];
    const fetcher = (async (url: string, init?: RequestInit) => {
      seen.push([url, init?.redirect]);
      return new Response(null, { status: 302, headers: { Location: "http://192.168.0.10/" } });
    }) as typeof fetch;
    await expect(safeFetchPage("https://jobs.example.com/1", { fetcher })).rejects.toMatchObject({ refusal: "private-address" });
    expect(seen).toEqual([["https://jobs.example.com/1", "manual"]]);
  });

  it("reads a page, decodes its charset, and has the spec's limits by default", async () => {
    const fetcher = (async () =>
      page("<title>Caf\u00e9</title>", { "Content-Type": "text/html; charset=utf-8" })) as unknown as typeof fetch;
    await expect(safeFetchPage("https://jobs.example.com/1", { fetcher })).resolves.toMatchObject({ html: "<title>Café</title>" });
    const plain = (async () => page("hello", { "Content-Type": "text/plain" })) as unknown as typeof fetch;
    await expect(safeFetchPage("https://jobs.example.com/1", { fetcher: plain })).rejects.toThrow(IMPORT_MESSAGES.notHtml);
  });

  it("a connection that fails, or a redirect without a Location, is 'can't be read'", async () => {
    const refused = (async () => {
      throw new TypeError("Network connection lost.");
    }) as unknown as typeof fetch;
    await expect(safeFetchPage("https://jobs.example.com/1", { fetcher: refused })).rejects.toMatchObject({
      refusal: "unreachable",
      message: IMPORT_MESSAGES.unreachable,
    });
    const nowhere = (async () => new Response(null, { status: 301 })) as unknown as typeof fetch;
    await expect(safeFetchPage("https://jobs.example.com/1", { fetcher: nowhere })).rejects.toMatchObject({ refusal: "unreachable" });
  });

  it("stops a stream past the cap", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const fetcher = (async () => new Response(body, { headers: { "Content-Type": "text/html" } })) as unknown as typeof fetch;
    await expect(safeFetchPage("https://jobs.example.com/1", { fetcher, maxBytes: 10 * 1024 })).rejects.toThrow(IMPORT_MESSAGES.tooLarge);
    expect(pulled).toBeLessThan(20);
  });
});
