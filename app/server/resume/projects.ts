// Projects and certifications.
import { DATE_RE, findDates } from "./dates";
import { readBody, splitList, withoutEmptyBrackets } from "./entries";
import type { ResumeExtraction } from "./extraction";
import { type Line, urlsIn } from "./lines";
import { ISSUERS, URL_RE } from "./patterns";
import { canonicalSkill, skillsInText } from "./skills";

/** "Tracker (React, Node)" → "Tracker": the text before its first bracket when the text ends with a bracket. */
function withoutTrailingBrackets(text: string): string {
  const end = text.trimEnd();
  const open = text.indexOf("(");
  return end.endsWith(")") && open >= 0 && open < end.length - 1 ? text.slice(0, open).trimEnd() : text;
}

/** What the first pair of brackets holds ([] when there is none). */
function bracketed(text: string): string[] {
  const open = text.indexOf("(");
  const close = open < 0 ? -1 : text.indexOf(")", open + 1);
  return close < 0 ? [] : [text.slice(open + 1, close)];
}

function isProjectTitle(line: Line, previous: Line | undefined): boolean {
  if (line.bullet || line.blank) return false;
  const head = line.text.split(/(?<!\s)\s+[|—–-]\s+|:\s|\t|\s\(/)[0]!.trim();
  if (!head || head.length > 60 || head.split(/\s+/).length > 8 || /\.$/.test(head)) return false;
  if (
    /^(tech(nologies|nology| stack)?|stack|built with|tools|skills|links?|github|demo|live|source( code)?|code|repo(sitory)?|url|website)\s*:/i.test(
      line.text,
    )
  )
    return false;
  if (/^(https?:\/\/|www\.)|^[a-z0-9-]+\.(com|io|dev|org|net|app)\//i.test(line.text)) return false;
  if (/^[a-z]/.test(head)) return false;
  if (!previous || previous.blank || previous.bullet) return true;
  // After a plain line, a new title has a separator ("Name – what it is", "Name | React") or is short and
  // follows a finished sentence or a link line.
  const separated = /\s[|—–]\s|\t/.test(line.text) && line.text.length <= 160;
  const previousDone =
    /[.!]$/.test(previous.text) ||
    /^(source( code)?|code|repo(sitory)?|github|links?|demo|live|url)\s*:/i.test(previous.text) ||
    /^(https?:\/\/)?(www\.)?[a-z0-9-]+\.[a-z]{2,}\/\S*$/i.test(previous.text);
  if (separated) return previousDone || !/[a-z,]$/.test(previous.text) || /\t/.test(line.text);
  return previousDone && !/[.,]$/.test(line.text) && line.text.split(/\s+/).length <= 6;
}

/** "React, Mapbox, Node.js": short items, at least half of them known skills. */
function isTechList(part: string): boolean {
  URL_RE.lastIndex = 0;
  if (URL_RE.test(part)) {
    URL_RE.lastIndex = 0;
    return false;
  }
  const items = splitList(part);
  if (!items.length || items.some((i) => i.split(/\s+/).length > 3)) return false;
  return items.filter((i) => canonicalSkill(i)).length * 2 >= items.length;
}

export function readProjects(lines: Line[]): ResumeExtraction["projects"] {
  const groups: Line[][] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.blank) continue;
    const prev: Line | undefined = lines[i - 1];
    if (groups.length === 0 || isProjectTitle(line, prev)) groups.push([line]);
    else groups[groups.length - 1]!.push(line);
  }
  return groups.map((group) => {
    const first = group[0]!.text;
    const all = group.map((l) => l.text).join("\n");
    const urls = urlsIn(all);
    const githubUrl = urls.find((u) => /github\.com/i.test(u)) ?? "";
    const liveUrl = urls.find((u) => !/github\.com/i.test(u)) ?? "";
    const parts = first.split(/(?<!\s)\s+[|—–-]\s+|\t|:\s+/);
    const title = withoutTrailingBrackets(parts[0]!)
      .replace(URL_RE, "")
      .replace(/(?<![:\s])[:\s]+$/, "")
      .trim();
    URL_RE.lastIndex = 0;
    const technologies: string[] = [];
    const techLine = group.find((l) => /^(tech(nologies|nology| stack)?|stack|built with|tools)\s*:/i.test(l.text));
    const techSources = [
      ...(techLine ? [techLine.text.replace(/^[^:]+:\s*/, "")] : []),
      ...parts.slice(1).filter(isTechList),
      ...bracketed(first),
    ];
    for (const source of techSources)
      for (const item of splitList(source)) {
        const name = canonicalSkill(item) ?? (item.length <= 25 && item.split(/\s+/).length <= 3 ? item : undefined);
        if (name && !technologies.includes(name)) technologies.push(name);
      }
    const bodyLines = group
      .slice(1)
      .filter(
        (l) =>
          l !== techLine &&
          !/^(github|links?|demo|live|url|source( code)?|code|repo(sitory)?)\s*:/i.test(l.text) &&
          !/^(https?:\/\/)?(www\.)?[a-z0-9-]+\.[a-z]{2,}\/\S*$/i.test(l.text.trim()),
      );
    const { description, achievements } = readBody(bodyLines);
    const inlineDescription = parts
      .slice(1)
      .filter((p) => !isTechList(p) && !URL_RE.test(p))
      .join(" ")
      .trim();
    URL_RE.lastIndex = 0;
    for (const s of skillsInText(`${inlineDescription} ${description} ${achievements.join(" ")}`))
      if (!technologies.includes(s)) technologies.push(s);
    return {
      title,
      description: [inlineDescription, description].filter(Boolean).join(" ").replace(/\s+/g, " ").trim(),
      githubUrl,
      liveUrl,
      highlights: achievements,
      technologies: technologies.slice(0, 10),
    };
  });
}

/** An issuer alone on its line, with or without a date: "CNCF, 2022", "Amazon Web Services". */
function isIssuerLine(text: string, firstPart: string): boolean {
  const match = firstPart.match(ISSUERS);
  return (
    !!match &&
    match[0].length === firstPart.length &&
    findDates(text).rest.replace(/[\s,;|()–—-]+/g, "") === firstPart.replace(/[\s,;|()–—-]+/g, "")
  );
}

/** "No. AP139842", "Licence No: 12345", "#A-1234": a licence's number, neither its name nor its issuer. */
const LICENCE_NUMBER = /(?:\b(?:licen[cs]e\s+)?(?:no\.?|number|num\.?)\s*:?|#)\s*[A-Z]{0,4}-?\d[\dA-Z-]{3,}\b/gi;
/** "certified 08/2020", "issued Jan 2020": the word before a certificate's date. */
const DATE_WORD =
  /\b(?:certified|issued|obtained|earned|completed|awarded)\b:?(?=\s*(?:\d{1,2}[/.])?(?:19|20)\d{2}|\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:19|20)\d{2})/gi;

/** "Name (Issuer)" where the brackets hold a known issuer and nothing else: the name and the issuer, or null. */
function issuerInBrackets(text: string): { name: string; issuer: string } | null {
  const trimmed = text.replace(/(?<![\s,.;])[\s,.;]+$/, "");
  const open = trimmed.lastIndexOf("(");
  if (!trimmed.endsWith(")") || open <= 0) return null;
  const issuer = trimmed.slice(open + 1, -1).trim();
  const known = issuer.match(ISSUERS);
  return known?.[0].length === issuer.length ? { name: trimmed.slice(0, open).trim(), issuer } : null;
}

/** A cell saying the certificate has no expiry, or nothing: "No expiry", "Does not expire", "N/A", "—". */
const NO_VALUE_CELL = /^(?:no expiry|does not expire|never expires|non-expiring|lifetime|n\/?a|none|[—–-])$/i;
/** A licence or card number alone in its cell: "EW 184527", "WAH-55120", "0093312". */
const NUMBER_CELL = /^[A-Z]{0,4}[ -]?\d{4,}[A-Z]?$/;

/**
 * One row of a certificates table (cells split by tabs): name, issuer, number, issued, expires in any order of the last
 * three. The dates are the cells that are one date each (the first issued, the second its expiry); numbers and "No
 * expiry" are no field. Null for a line of fewer than three cells.
 */
function certificateRow(text: string): ResumeExtraction["certifications"][number] | null {
  const cells = text
    .split("\t")
    .map((c) => c.trim())
    .filter(Boolean);
  if (cells.length < 3) return null;
  const dates: string[] = [];
  const words: string[] = [];
  for (const cell of cells) {
    const found = findDates(cell);
    if (found.found && !/\p{L}{2}/u.test(found.rest) && !found.startDate) dates.push(found.endDate);
    else if (!NO_VALUE_CELL.test(cell) && !NUMBER_CELL.test(cell)) words.push(cell);
  }
  if (words.length === 0 || words.length > 2 || dates.length > 2) return null;
  return { name: words[0]!, issuer: words[1] ?? "", issueDate: dates[0] ?? "", expiryDate: dates[1] ?? "", credentialUrl: "" };
}

export function readCertifications(input: Line[]): ResumeExtraction["certifications"] {
  const out: ResumeExtraction["certifications"] = [];
  // A wrapped line ("Google Professional Data" / "Engineer, Google, 2022") continues the one before it.
  const lines: Line[] = [];
  for (const line of input.filter((l) => !l.blank)) {
    const prev = lines[lines.length - 1];
    const firstPart = line.text.split(/,|\s[|—–-]\s/)[0]!.trim();
    // "CNCF, 2022" under its certificate's name: the issuer (and date) of the line above.
    if (prev && !line.bullet && !DATE_RE.test(prev.text) && isIssuerLine(line.text, firstPart)) {
      lines[lines.length - 1] = { ...prev, text: `${prev.text}, ${line.text}` };
      continue;
    }
    if (
      prev &&
      !line.bullet &&
      !DATE_RE.test(prev.text) &&
      !/[,|—–]|\s-\s/.test(prev.text) &&
      (DATE_RE.test(line.text) || ISSUERS.test(line.text)) &&
      (firstPart.split(/\s+/).length <= 2 || /^[a-z]/.test(firstPart))
    ) {
      lines[lines.length - 1] = { ...prev, text: `${prev.text} ${line.text}` };
    } else lines.push(line);
  }
  for (const line of lines) {
    if (line.blank) continue;
    const row = certificateRow(line.text);
    if (row) {
      out.push(row);
      continue;
    }
    const urls = urlsIn(line.text);
    let text = line.text.replace(URL_RE, "").trim();
    URL_RE.lastIndex = 0;
    let issueDate = "";
    let expiryDate = "";
    const expiry = text.match(
      new RegExp(
        `\\b(?:expires?|expiry|exp\\.?|valid until|valid through)\\s*(?::\\s*)?(${DATE_RE.source.replace(/^\(\?<!\[\\w\/\]\)|\(\?!\[\\w\/\]\)$/g, "")})`,
        "i",
      ),
    );
    if (expiry) {
      expiryDate = findDates(expiry[1]!).endDate;
      text = text.replace(expiry[0], "");
    }
    const found = findDates(text.replace(DATE_WORD, ""));
    if (found.found) {
      issueDate = found.startDate || found.endDate;
      if (found.startDate && found.endDate && !expiryDate) expiryDate = found.endDate;
      text = withoutEmptyBrackets(found.rest).replace(/\b(issued|obtained|earned|completed)\b:?/gi, "");
    }
    // "ISTQB Certified Tester (ISTQB)", "Oracle Certified Professional, Java SE 11 Developer (Oracle)": the issuer in brackets.
    const bracketed = issuerInBrackets(text);
    if (bracketed) {
      out.push({ ...bracketed, issueDate, expiryDate, credentialUrl: urls[0] ?? "" });
      continue;
    }
    const cleaned = text
      .replace(LICENCE_NUMBER, "")
      .replace(/^[\s|—–,-]+/, "")
      .replace(/(?<![\s|—–,(-])[\s|—–,(-]+$/, "");
    const parts = cleaned
      .split(/(?<!\s)\s+[|—–]\s+|(?<!\s)\s+-\s+|,\s+|(?<!\s)\s+by\s+|(?<!\s)\s+from\s+|\t/)
      .map((p) => p.replace(/^[\s,;:]+|(?<![\s,;:])[\s,;:]+$/g, ""))
      .filter(Boolean);
    if (!parts.length) continue;
    let issuerIndex = parts.findIndex((p, i) => i > 0 && ISSUERS.test(p));
    if (issuerIndex < 0 && parts.length > 1) issuerIndex = parts.length - 1;
    const issuer = issuerIndex > 0 ? parts[issuerIndex]! : "";
    // A name before its issuer keeps its own dashes ("AWS Certified Solutions Architect – Associate").
    const nameEnd = issuerIndex === parts.length - 1 && issuerIndex > 1 ? cleaned.lastIndexOf(issuer) : -1;
    const name =
      nameEnd > 0
        ? cleaned.slice(0, nameEnd).replace(/(?<![\s|—–,-])[\s|—–,-]+$/, "")
        : parts.filter((_, i) => i !== issuerIndex).join(" - ");
    if (!line.bullet && out.length > 0 && !found.found && !issuer && /^[a-z]/.test(name)) continue;
    out.push({ name, issuer, issueDate, expiryDate, credentialUrl: urls[0] ?? "" });
  }
  return out;
}
