// Projects: a title line (with its links and technologies) and the lines under it.
import { readBody, splitList } from "./entries";
import type { ResumeExtraction } from "./extraction";
import { type Line, urlsIn } from "./lines";
import { URL_RE } from "./patterns";
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
