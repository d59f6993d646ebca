// HTML to clean text for imported job descriptions, and the JSON-LD readers' edge cases (issue 18).
import { describe, expect, it } from "vitest";
import { draftToJobFields, sameJobUrl, sameText } from "~/schemas/job-import-url-rules";
import { decodeEntities, descriptionToText, htmlToText } from "~/server/jobs/import-url/html-text";
import { jobPostingFromBlocks, parseJsonLd, salaryText } from "~/server/jobs/import-url/json-ld";
import { pageFields } from "~/server/jobs/import-url/page-text";
import { draftFromHtml } from "~/server/jobs/import-url/import-url.server";
import { readPostingPage } from "~/server/jobs/import-url/posting-page.server";

const jobPostingFromHtml = async (html: string) => jobPostingFromBlocks((await readPostingPage(html)).jsonLd);

describe("htmlToText", () => {
  it("never leaves two blank lines where an empty bullet was dropped (a property test's counterexample)", () => {
    expect(htmlToText("<nav>x</p> - <nav>x</p> - ")).toBe("x\n\nx\n\n-");
    expect(htmlToText("<p>a</p><ul><li></li></ul><p>b</p>")).not.toMatch(/\n{3}/);
  });
  it("keeps paragraphs and line breaks, lists as '- ', drops tags, scripts, styles and comments", () => {
    const html = `<div><h2>About</h2><p>We build <b>things</b>.<br>Every day.</p><!-- hidden -->
      <script>alert("x")</script><style>p{color:red}</style>
      <ul><li>One</li>
      <li><p>Two</p></li></ul><ol><li>Three</li></ol><p>Last&nbsp;line&hellip;</p></div>`;
    expect(htmlToText(html)).toBe("About\n\nWe build things.\nEvery day.\n\n- One\n- Two\n- Three\n\nLast line…");
  });

  it("decodes named, decimal and hex entities once (text that looks like a tag stays text)", () => {
    expect(decodeEntities("Tom &amp; Jerry &#39;s &#x2014; &euro;5 &unknown; &lt;b&gt;")).toBe("Tom & Jerry 's — €5 &unknown; <b>");
    expect(htmlToText("<p>Use &lt;script&gt; tags wisely</p>")).toBe("Use <script> tags wisely");
  });

  it("turns table cells into spaced text and removes empty bullets", () => {
    expect(htmlToText("<table><tr><td>Salary</td><td>€50k</td></tr></table><ul><li> </li><li>Real</li></ul>")).toBe(
      "Salary €50k\n\n- Real",
    );
  });
});

describe("descriptionToText", () => {
  it("reads HTML, entity-encoded HTML and plain text", () => {
    expect(descriptionToText("<p>Hello</p><p>World</p>")).toBe("Hello\n\nWorld");
    expect(descriptionToText("&lt;p&gt;Hello &amp;amp; bye&lt;/p&gt;&lt;ul&gt;&lt;li&gt;A&lt;/li&gt;&lt;/ul&gt;")).toBe(
      "Hello & bye\n\n- A",
    );
    expect(descriptionToText("Line one\nLine two\n\n\n\nPara  two")).toBe("Line one\nLine two\n\nPara two");
    expect(descriptionToText("Salary &gt; $100k &amp; equity")).toBe("Salary > $100k & equity");
  });
});

describe("JSON-LD", () => {
  it("repairs raw line breaks in strings and a comment wrapper", () => {
    expect(parseJsonLd('<!--{"@type":"JobPosting","title":"A\nB"}-->')).toEqual({ "@type": "JobPosting", title: "A B" });
    expect(parseJsonLd("{not json")).toBeUndefined();
  });

  it("finds a posting nested in a WebPage's mainEntity with a string address", async () => {
    const html = `<script type="application/ld+json">{"@type":"WebPage","mainEntity":{"@type":"JobPosting","title":"Nurse",
      "hiringOrganization":{"name":"St Mary"},"jobLocation":{"@type":"Place","address":"1 Main St, Springfield"},
      "jobLocationType":["TELECOMMUTE"]}}</script>`;
    expect(await jobPostingFromHtml(html)).toMatchObject({
      title: "Nurse",
      company: "St Mary",
      location: "Remote (1 Main St, Springfield)",
      remote: true,
    });
  });

  it("formats salaries: ranges, single values, bare numbers, unknown currencies and units", () => {
    expect(
      salaryText({ "@type": "MonetaryAmount", currency: "USD", value: { minValue: 120000, maxValue: 150000, unitText: "YEAR" } }),
    ).toBe("$120,000 - $150,000 per year");
    expect(salaryText({ currency: "CHF", value: { value: "9000", unitText: "MONTH" } })).toBe("9,000 CHF per month");
    expect(salaryText({ currency: "USD", value: 50 })).toBe("$50");
    expect(salaryText(70000)).toBe("70,000");
    expect(salaryText("Competitive")).toBe("Competitive");
    expect(salaryText({ currency: "USD", value: {} })).toBe("");
  });
});

describe("the page fallback and the draft", () => {
  it("reads 'Title at Company' from <title> when there is no site name, and a meta description when there is no main text", async () => {
    const html = `<html><head><title>Backend Developer at Tailspin Toys</title><meta name="description" content="Build APIs &amp; more"></head><body></body></html>`;
    expect(pageFields(await readPostingPage(html))).toEqual({
      title: "Backend Developer",
      company: "Tailspin Toys",
      description: "Build APIs & more",
    });
  });

  it("refuses a page with nothing to import, and cuts overlong fields to the job's limits", async () => {
    await expect(draftFromHtml("<html><body></body></html>", "https://x.example/")).rejects.toThrow(
      "No job details were found on this page",
    );
    const long = `<script type="application/ld+json">{"@type":"JobPosting","title":"${"T".repeat(300)}","description":"${"d".repeat(30000)}"}</script>`;
    const draft = await draftFromHtml(long, "https://x.example/");
    expect(draft.title).toHaveLength(200);
    expect(draft.description).toHaveLength(20000);
  });

  it("puts the employment type first in the dialog's description", () => {
    const draft = {
      title: "A",
      company: "B",
      location: "Remote",
      salary: "",
      description: "Body",
      jobUrl: "u",
      employmentType: "Full-time",
      remote: true,
      source: "json-ld" as const,
      status: "wishlist" as const,
    };
    expect(draftToJobFields(draft).description).toBe("Employment type: Full-time\n\nBody");
    // Issue 31: a job added from its posting starts in the wishlist.
    expect(draftToJobFields(draft).status).toBe("wishlist");
    expect(draftToJobFields({ ...draft, employmentType: "" }).description).toBe("Body");
  });

  it("compares company, title and URL as 'Already applied?' does", () => {
    expect(sameText("  ACME   Corp ")).toBe(sameText("acme corp"));
    expect(sameJobUrl("https://www.Jobs.example.com/a/1/?utm_source=x&gh_src=y#top")).toBe(sameJobUrl("http://jobs.example.com/a/1"));
    expect(sameJobUrl("https://jobs.example.com/a/1?id=2")).not.toBe(sameJobUrl("https://jobs.example.com/a/1?id=3"));
    expect(sameJobUrl("javascript:alert(1)")).toBe("");
  });
});
