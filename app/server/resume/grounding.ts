// The grounding check of a Workers AI extraction (issue 34): every name, company, title, school, date and skill the
// model gives must be written in the resume, or it is dropped and its field marked for review. Text is compared after
// normalising case, accents, spacing and punctuation ("Node.js" = "NodeJS" = "node js"); a month after reading the
// resume's own date forms ("Mar 2021" = "03/2021" = "2021-03"), a year as a year the resume writes.
import { DATE_RE, findDates } from "./dates";
import type { ResumeExtraction } from "./extraction";
import { skillsInText } from "./skills";

/** Lower case, no accents, words and numbers only, one space between them. */
export function normaliseForGrounding(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** A value of several words may be written without their spaces ("NodeJS", "Post greSQL"): runs of up to 5 words. */
const MAX_JOINED_WORDS = 5;

/** How many lines around an entry's name its dates may be written on (a date on its own line, a wrapped header). */
const ENTRY_REACH = 3;

/** What the resume writes, ready to be asked whether a value is in it. */
export interface ResumeWording {
  has(value: string): boolean;
  /**
   * The date as the entry's own lines write it (the lines near where `entry`'s values are written, or the whole resume
   * when none is): the date when they write its month (or its year, for a year), its year alone when they write only
   * that, else "".
   */
  entryDate(date: string, entry: string[]): string;
  hasSkill(skill: string): boolean;
}

export function resumeWording(text: string): ResumeWording {
  const normal = normaliseForGrounding(text);
  const spaced = ` ${normal} `;
  const words = normal.split(" ");
  const joined = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    let run = "";
    for (let n = 0; n < MAX_JOINED_WORDS && i + n < words.length; n++) {
      run += words[i + n];
      joined.add(run);
    }
  }
  const lines = text.split("\n");
  const spacedLines = lines.map((line) => ` ${normaliseForGrounding(line)} `);
  // A skill split from a shared phrase ("UX design" from "UX & UI design") has all its words on one line.
  const lineWords = spacedLines.map((line) => new Set(line.trim().split(" ")));
  const known = new Set(skillsInText(text).map((s) => s.toLowerCase()));
  const has = (value: string) => {
    const v = normaliseForGrounding(value);
    return !v || spaced.includes(` ${v} `) || joined.has(v.replace(/ /g, ""));
  };
  return {
    has,
    entryDate: (date, entry) => {
      if (!date) return date;
      const values = entry.map(normaliseForGrounding).filter(Boolean);
      const at = spacedLines.flatMap((line, i) => (values.some((v) => line.includes(` ${v} `)) ? [i] : []));
      const near = at.length ? lines.filter((_, i) => at.some((a) => Math.abs(a - i) <= ENTRY_REACH)).join("\n") : text;
      const year = date.slice(0, 4);
      if (date.length === 7 && monthsWritten(near).has(date)) return date;
      return new RegExp(`(?<!\\d)${year}(?!\\d)`).test(near) ? year : "";
    },
    hasSkill: (skill) => {
      const skillWords = normaliseForGrounding(skill).split(" ");
      return has(skill) || known.has(skill.toLowerCase()) || lineWords.some((line) => skillWords.every((w) => line.has(w)));
    },
  };
}

/** The year-months the resume writes ("Jan 2020", "01/2020", "2020-01", …). */
export function monthsWritten(text: string): Set<string> {
  const months = new Set<string>();
  for (const m of text.matchAll(new RegExp(DATE_RE.source, "gi"))) {
    const found = findDates(m[1]!);
    for (const d of [found.startDate, found.endDate]) if (/^\d{4}-\d{2}$/.test(d)) months.add(d);
  }
  return months;
}

/**
 * Drops every name, company, title, school, date and skill of `result` the resume `text` does not write, and answers
 * the review paths of the fields it emptied ("professional.skills" when a skill was dropped). Changes `result`.
 */
export function dropUngrounded(result: ResumeExtraction, text: string): string[] {
  const wording = resumeWording(text);
  const paths: string[] = [];
  const keep = <T extends object>(item: T, keys: Array<keyof T & string>, grounded: (value: string) => boolean, path: string) => {
    for (const key of keys) {
      const value = item[key];
      if (typeof value !== "string" || grounded(value)) continue;
      (item as Record<string, unknown>)[key] = "";
      paths.push(`${path}.${key}`);
    }
  };
  // A date belongs to its own entry: a month written only for another entry is cut to its year, an unwritten year dropped.
  const keepDates = <T extends object>(item: T, entry: string[], path: string) => {
    for (const [key, value] of Object.entries(item)) {
      if (!/date$/i.test(key) || typeof value !== "string") continue;
      const date = wording.entryDate(value, entry);
      (item as Record<string, unknown>)[key] = date;
      if (value && !date) paths.push(`${path}.${key}`);
    }
  };
  keep(result.personalInfo, ["firstName", "lastName"], wording.has, "personalInfo");
  keep(result.professional, ["title"], wording.has, "professional");
  result.experience.forEach((job, i) => {
    keep(job, ["title", "company"], wording.has, `experience.${i}`);
    keepDates(job, [job.company, job.title], `experience.${i}`);
  });
  result.education.forEach((school, i) => {
    keep(school, ["school"], wording.has, `education.${i}`);
    keepDates(school, [school.school, school.degree], `education.${i}`);
  });
  result.certifications.forEach((certificate, i) => {
    keepDates(certificate, [certificate.name], `certifications.${i}`);
  });
  const skills = result.professional.skills.filter(wording.hasSkill);
  if (skills.length < result.professional.skills.length) paths.push("professional.skills");
  result.professional.skills = skills;
  return paths;
}
