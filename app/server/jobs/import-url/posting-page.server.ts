// Reads a fetched job posting page (issue 18) in linear time (issue 29) with the Workers runtime's streaming HTML
// parser, HTMLRewriter: an element handler (the tags that shape the text, plus meta and title), one for
// [role=main] and a text handler see the page once, in order, and collect its JSON-LD blocks, its meta tags, its
// <title> and the clean text of its main content (<main>, else [role=main], else <article>, else the page without
// its <head>, navigation, header, footer, aside and forms), through the PlainTextWriter that html-text.ts also
// uses. No regular expression runs over the page.
//
// Bounds: the body is at most 2 MB (the safe fetch). Each handler call costs the runtime several microseconds, so
// a page made of a million tiny tags or text chunks would still hold the isolate for seconds: the page is fed to
// the parser in small chunks, and once the handlers have been called PAGE_READ_LIMITS.events times no further
// chunk is fed: the reader uses what it read up to there (the beginning of the page, where JSON-LD usually is).
// A page the parser itself refuses (lol-html's memory limit: 320 KB of `<script ` repeated, tags nested
// thousands deep) is answered as a page that can't be read.
import { IMPORT_MESSAGES } from "~/schemas/job-import-url-rules";
import { SafeFetchError } from "~/server/http/safe-fetch.server";
import { PlainTextWriter, TEXT_STRUCTURE_ELEMENTS } from "./html-text";

export const PAGE_READ_LIMITS = {
  /** Handler calls (tags and text chunks) after which no more of the page is read. */
  events: 50_000,
  /** The page is fed to the parser this many bytes at a time (the budget is checked between chunks). */
  chunkBytes: 4_096,
} as const;

/** What the reader keeps of a page: raw values, entities still encoded (as HTMLRewriter gives them). */
export interface PostingPage {
  /** The text of each `<script type="application/ld+json">`, in document order. */
  jsonLd: string[];
  /** Each `<meta>` with a property, name or itemprop and a content. */
  metas: Array<{ key: string; content: string }>;
  /** The text of the first `<title>`. */
  title: string;
  /** The clean text of the main content (computed on first use). */
  mainText: () => string;
  /** True when the page was longer than PAGE_READ_LIMITS.events and only its beginning was read. */
  cut: boolean;
}

/** Elements without an end tag (HTMLRewriter refuses an end-tag handler on them). */
const VOID_ELEMENTS = new Set([
  "br",
  "hr",
  "meta",
  "img",
  "input",
  "link",
  "area",
  "base",
  "col",
  "embed",
  "param",
  "source",
  "track",
  "wbr",
]);
/** Page chrome left out of the page's text when it has no main element or article (as before, issue 18). */
const CHROME_ELEMENTS = new Set(["nav", "header", "footer", "aside", "form", "title"]);
/**
 * The one selector of the element handler. <head> is left out: its end tag may be omitted, and nothing in it but
 * <title> (chrome) and dropped elements holds text.
 */
const SELECTOR = [...new Set([...TEXT_STRUCTURE_ELEMENTS, ...CHROME_ELEMENTS, "meta"])].filter((name) => name !== "head").join(", ");

const isJsonLdType = (type: string | null) => type?.trimStart().toLowerCase().startsWith("application/ld+json") === true;

/** A part of the page whose text is collected: from its first element's start to that element's end. */
class Region {
  readonly writer = new PlainTextWriter();
  /** The element it is (its id), while open; null before it starts and after it ends. */
  element: number | null = null;
  started = false;
}

/** Reads the page (see the file header). Throws SafeFetchError("not-html") for a page the parser refuses. */
export async function readPostingPage(html: string): Promise<PostingPage> {
  const jsonLd: string[] = [];
  const metas: Array<{ key: string; content: string }> = [];
  let title = "";
  let titles = 0;
  let inFirstTitle = false;
  let inJsonLd = false;
  let events = 0;
  let cut = false;

  const main = new Region();
  const roleMain = new Region();
  const article = new Region();
  /** The page without its chrome (the last resort). */
  const page = new PlainTextWriter();
  let chromeDepth = 0;
  let nextId = 0;
  /** Ids of the [role=main] region count down, apart from those of the element handler. */
  let nextRoleId = 0;

  const regions = [main, roleMain, article];
  const startRegion = (region: Region, id: number) => {
    if (region.started) return;
    region.started = true;
    region.element = id;
  };
  /** Ends the regions that element `id` started (null when its end tag never came). */
  const endRegions = (id: number) => {
    for (const region of regions) if (region.element === id) region.element = null;
  };

  const onEnd = (name: string, id: number) => {
    if (name === "script") inJsonLd = false;
    if (name === "title") inFirstTitle = false;
    endRegions(id);
    for (const region of regions) if (region.element !== null) region.writer.close(name);
    if (CHROME_ELEMENTS.has(name)) chromeDepth = Math.max(0, chromeDepth - 1);
    else if (chromeDepth === 0) page.close(name);
  };

  const rewriter = new HTMLRewriter()
    .on(SELECTOR, {
      element(element) {
        events += 1;
        const name = element.tagName.toLowerCase();
        if (name === "meta") {
          const key = element.getAttribute("property") ?? element.getAttribute("name") ?? element.getAttribute("itemprop");
          const content = element.getAttribute("content");
          if (key && content) metas.push({ key, content });
          return;
        }
        const id = ++nextId;
        if (name === "script" && isJsonLdType(element.getAttribute("type"))) {
          inJsonLd = true;
          jsonLd.push("");
        }
        if (name === "title" && ++titles === 1) inFirstTitle = true;
        for (const region of regions) if (region.element !== null) region.writer.open(name);
        if (CHROME_ELEMENTS.has(name)) {
          if (chromeDepth++ === 0) page.text(" ");
        } else if (chromeDepth === 0) page.open(name);
        if (name === "main") startRegion(main, id);
        if (name === "article") startRegion(article, id);
        if (VOID_ELEMENTS.has(name)) return;
        try {
          element.onEndTag(() => {
            events += 1;
            onEnd(name, id);
          });
        } catch {
          // No end tag to wait for (a self-closed element in SVG or MathML): it ends here.
          onEnd(name, id);
        }
      },
    })
    // Any element can be the page's main part by its role; its own handler, so other elements cost no lookup.
    .on('[role="main" i]', {
      element(element) {
        events += 1;
        if (roleMain.started) return;
        const id = --nextRoleId;
        startRegion(roleMain, id);
        try {
          element.onEndTag(() => {
            events += 1;
            endRegions(id);
          });
        } catch {
          endRegions(id);
        }
      },
    })
    .onDocument({
      text(chunk) {
        events += 1;
        const text = chunk.text;
        if (text === "") return;
        if (inJsonLd) jsonLd[jsonLd.length - 1] += text;
        if (inFirstTitle) title += text;
        for (const region of regions) if (region.element !== null) region.writer.text(text);
        if (chromeDepth === 0) page.text(text);
      },
    });

  const bytes = new TextEncoder().encode(html);
  let offset = 0;
  const input = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length || events >= PAGE_READ_LIMITS.events) {
        cut = offset < bytes.length;
        controller.close();
        return;
      }
      controller.enqueue(bytes.slice(offset, offset + PAGE_READ_LIMITS.chunkBytes));
      offset += PAGE_READ_LIMITS.chunkBytes;
    },
  });
  try {
    await rewriter.transform(new Response(input)).arrayBuffer();
  } catch {
    // The parser refused the page (its memory limit).
    throw new SafeFetchError("not-html", IMPORT_MESSAGES.notHtml);
  }

  let mainText: string | undefined;
  return {
    jsonLd,
    metas,
    title,
    cut,
    mainText: () => {
      if (mainText === undefined) {
        for (const region of regions) {
          mainText = region.writer.result();
          if (mainText) break;
        }
        if (!mainText) mainText = page.result();
      }
      return mainText;
    },
  };
}
