// The schools of an education section (blocks started by a degree or a school line), and the certificates listed
// among them ("Education & Qualifications"): a certificate's line, with a year under it, is a certification, so its
// year never becomes a degree's end date.
import { readCertificateDetails } from "./certificate-details";
import { DATE_RE, findDates, hasDateRange } from "./dates";
import { listedEntries, type ReadEntries, splitList, withoutEmptyBrackets } from "./entries";
import { splitCompanyCity } from "./entry-header";
import type { ResumeExtraction } from "./extraction";
import { type Line, fragments, isLocation, splitTrailingLocation } from "./lines";
import { DEGREE_RE, ISSUERS, SCHOOL_RE } from "./patterns";

/**
 * "AWS Certified Developer", "Certification in …", "Licensed Electrician", "Licence No. 12345": a credential, not a degree
 * (a "Licence in Economics" is the French degree).
 */
const CERTIFICATE_LINE = /\bcertified\b|\bcertification\b|\blicen[cs](?:e|ed)\b(?!\s+(?:in|en|of|de|ès|es)\b)/i;
/** A professional designation ("Chartered Professional Accountant (CPA), CPA Ontario"): a certificate unless a school gives it. */
const DESIGNATION = /\bchartered\b|\b(?:cpa|cfa|acca|cima|pmp|cissp)\b/i;

/**
 * The lines naming a certificate (joined with a line holding only its date under it), taken out of the schools: their
 * years are the certificates' own.
 */
function withoutCertificates(lines: Line[]): { schools: Line[]; certificates: Line[] } {
  const schools: Line[] = [];
  const certificates: Line[] = [];
  let lastWasCertificate = false;
  // An issuing body ("CFA Institute") is not a school.
  const isSchool = (text: string) => SCHOOL_RE.test(text.replace(new RegExp(ISSUERS.source, "gi"), ""));
  for (const [index, line] of lines.entries()) {
    const dateOnly = findDates(line.text).rest.replace(/[\s,;|()–—-]+/g, "") === "" && DATE_RE.test(line.text);
    const school = isSchool(line.text);
    const certificate =
      !line.bullet &&
      !school &&
      (CERTIFICATE_LINE.test(line.text) ||
        DESIGNATION.test(line.text) ||
        issuedByARegulator(line.text) ||
        (ISSUERS.test(line.text) && !DEGREE_RE.test(line.text)) ||
        namedAboveItsIssuer(line, lines[index + 1], isSchool));
    const previous = certificates[certificates.length - 1];
    if (lastWasCertificate && dateOnly && previous)
      certificates[certificates.length - 1] = { ...previous, text: `${previous.text}, ${line.text}` };
    else if (lastWasCertificate && !line.bullet && !school && !hasDateRange(line.text) && readCertificateDetails(line.text))
      // "BPEC, renewed 2024, expires 2029" under its certificate: its issuer and dates (certificates.ts reads them).
      certificates.push(line);
    else if (certificate) {
      // "DESIGNATIONS" set out in capitals over them: the certificates' own heading, no school's line.
      const above = schools[schools.length - 1];
      if (above && !above.bullet && /^\p{Lu}[\p{Lu} &/-]{3,39}$/u.test(above.text) && above.text.split(/\s+/).length <= 4) schools.pop();
      certificates.push(line);
    } else schools.push(line);
    lastWasCertificate = certificate || (lastWasCertificate && (line.blank || certificates[certificates.length - 1] === line));
  }
  return { schools, certificates };
}

/** "Nursing Council of New Zealand", "Texas Board of Nursing", "Health and Care Professions Council": a body that registers. */
const REGULATOR_RE = /\b(?:council|board|registry|register|authority|agency|commission|regulator)\b/i;

/**
 * "Annual Practising Certificate, Nursing Council of New Zealand": a certificate (no degree's level) a regulator issues,
 * not a school's.
 */
function issuedByARegulator(text: string): boolean {
  if (!REGULATOR_RE.test(text) || QUALIFICATION_FIRST.test(text) || VOCATIONAL_FIRST.test(text)) return false;
  const degree = text.match(DEGREE_RE);
  return !degree || /^certificate$/i.test(degree[1]!);
}

/**
 * "Gas Safe Registered Engineer" over "Gas Safe Register, Reg. No. 540123": a line naming no degree or school, with an
 * issuer and a date or number (no span of study) under it, is a certificate among the schools.
 */
function namedAboveItsIssuer(line: Line, next: Line | undefined, isSchool: (text: string) => boolean): boolean {
  if (!next || line.bullet || next.bullet || next.blank || DEGREE_RE.test(line.text) || DATE_RE.test(line.text)) return false;
  if (isSchool(next.text) || DEGREE_RE.test(next.text) || hasDateRange(next.text)) return false;
  return !!readCertificateDetails(next.text)?.issuer;
}

/** A qualification named by its level: "Certificate III in …", "Diploma of …", "Graduate Certificate in …", "Bachelor of …". */
const QUALIFICATION_FIRST =
  /^(?:certificate\s+(?:[IVX]{1,4}|[1-4])\b|(?:advanced\s+|graduate\s+)?diploma\b|graduate\s+certificate\b|bachelor|master|associate\s+degree\b)/i;
/** A vocational qualification studied at a college: "NVQ Level 3 in …", "BTEC …", "City & Guilds …", "HNC …". */
const VOCATIONAL_FIRST = /^(?:nvq|svq|btec|hnc|hnd|city\s*(?:&|and)\s*guilds)\b/i;

/**
 * A qualification listed among certificates or training that is a school's entry: one studied over years (a start and
 * an end), or a vocational qualification or diploma named with its college ("NVQ Level 3 in Gas Utilisation – South
 * and City College Birmingham").
 */
export function isStudyLine(line: Line): boolean {
  if (line.bullet || line.blank || !(QUALIFICATION_FIRST.test(line.text) || VOCATIONAL_FIRST.test(line.text))) return false;
  const dates = findDates(line.text);
  if (SCHOOL_RE.test(line.text.replace(new RegExp(ISSUERS.source, "gi"), ""))) return true;
  return !!dates.startDate && (!!dates.endDate || dates.current);
}

/** A grade written after its figure, in its own field: "8.4 CGPA", "3.7 GPA". */
const GRADE_AFTER_RE = /(?<![\w.])\d{1,2}(?:\.\d{1,2})?(?:\s*\/\s*\d{1,3}(?:\.\d{1,2})?)?\s+C?GPA\b/i;
/** A town's name: one to three capitalised words ("Estoril", "Castelo Branco"). */
const TOWN_RE = /^\p{Lu}[\p{Ll}'’.-]+(?: \p{Lu}[\p{Ll}'’.-]+){0,2}$/u;
/** A proper name of at most eight words ("Le Cordon Bleu Perú", "Fundação Getulio Vargas (FGV)"). */
const SCHOOL_NAME_RE =
  /^\p{Lu}[\p{L}'’.&-]*(?: (?:\p{Lu}[\p{L}'’.&-]*|\(\p{Lu}+\)|de|da|do|dos|das|del|di|du|des|la|le|of|for|and|the|&)){0,7}$/u;
/** A name under a degree that is the degree's detail, not its school. */
const NOT_A_SCHOOL =
  /\b(?:honou?rs|class|grade|distinction|merit|cum laude|summa|magna|dean'?s|thesis|dissertation|gpa|first|second|upper|lower)\b/i;
/** "Thesis: …", "Minor: …", "Honours: …": a labelled detail of the school above it, not a lost line. */
const DETAIL_LINE =
  /^(?:thesis|dissertation|honou?rs|minor|major|awards?|activities|focus|speciali[sz]ation|concentration|supervisors?|advisors?|capstone|modules|subjects)\s*:/i;

/** A school name wrapped over two lines ("Pontifical Catholic University of" / "Paraná") is joined. */
function joinWrappedSchools(lines: Line[]): Array<Line & { wrapped?: boolean }> {
  const out: Array<Line & { wrapped?: boolean }> = [];
  for (const line of lines) {
    if (line.blank) continue;
    const prev = out[out.length - 1];
    if (
      prev &&
      !prev.bullet &&
      !line.bullet &&
      SCHOOL_RE.test(prev.text) &&
      /\b(of|for|and|de|da|do|del|di|der|at|in|the)$|[&–-]$/i.test(prev.text) &&
      !DEGREE_RE.test(line.text) &&
      !DATE_RE.test(line.text) &&
      line.text.length <= 40
    )
      out[out.length - 1] = { ...prev, text: `${prev.text} ${line.text}`, wrapped: true };
    else out.push(line);
  }
  return out;
}

/**
 * The schools of an education section, each with the fields it guessed (a school joined across lines), and the lines
 * that gave none of its fields (a bullet under a school is its detail, not a lost line).
 */
export function readEducation(input: Line[]): ReadEntries<ResumeExtraction["education"][number]> & { certificates: Line[] } {
  // "- **MBA**, Rotman School of Management (2010 – 2012)": a list of schools is a list of entries.
  const { schools, certificates } = withoutCertificates(listedEntries(input, (l) => DEGREE_RE.test(l.text) || SCHOOL_RE.test(l.text)));
  // Blocks start at a line naming a degree or a school when the current block already has that kind.
  const lines = joinWrappedSchools(schools);
  const blocks: Array<Array<Line & { wrapped?: boolean }>> = [];
  let current: Array<Line & { wrapped?: boolean }> = [];
  let hasDegree = false;
  let hasSchool = false;
  for (const line of lines) {
    const degree = !line.bullet && DEGREE_RE.test(line.text);
    const school = !line.bullet && SCHOOL_RE.test(line.text);
    if ((degree && hasDegree) || (school && hasSchool) || ((degree || school) && hasDegree && hasSchool)) {
      blocks.push(current);
      current = [];
      hasDegree = hasSchool = false;
    }
    current.push(line);
    hasDegree ||= degree;
    hasSchool ||= school;
  }
  if (current.length) blocks.push(current);
  const isEntry = (b: Line[]) => b.some((l) => DEGREE_RE.test(l.text) || SCHOOL_RE.test(l.text));
  const unplaced = blocks.filter((b) => !isEntry(b)).flatMap((b) => b.map((l) => l.text));
  const entries = blocks.filter(isEntry).map((block) => {
    let degree = "";
    let school = "";
    let location = "";
    let gpa = "";
    let coursework: string[] = [];
    let dates = { startDate: "", endDate: "" };
    let guessedPlace = false;
    let guessedSchool = false;
    for (const line of block) {
      const degreeAbove = degree;
      // "GPA: 3.8 / 4.0" keeps the figures; "8.4 CGPA" keeps its label, which says the scale.
      const gpaMatch = line.text.match(/\b(?:GPA|CGPA|Grade)\s*(?::\s*)?([\d.]+(?:\s*\/\s*[\d.]+)?)/i) ?? line.text.match(GRADE_AFTER_RE);
      if (gpaMatch && !gpa) gpa = (gpaMatch[1] ?? gpaMatch[0]).replace(/\s+/g, gpaMatch[1] ? "" : " ");
      const courses = line.text.match(/^(?:relevant\s+)?(?:coursework|courses)\s*:\s*(.+)$/i);
      if (courses) {
        coursework = splitList(courses[1]!);
        continue;
      }
      let text = line.text
        .replace(/(?:[,;(|]|(?<!\s))\s*\b(?:GPA|CGPA|Grade)\s*(?::\s*)?[\d.]+(?:\s*\/\s*[\d.]+)?\)?/i, "")
        .replace(GRADE_AFTER_RE, "");
      const found = findDates(text);
      if (found.found && !dates.endDate && !dates.startDate) {
        dates = { startDate: found.startDate, endDate: found.endDate };
        text = withoutEmptyBrackets(found.rest)
          .replace(/\b(expected|graduat(ed|ion|ing)|class of|anticipated)\b:?/gi, "")
          .trim();
      }
      if (line.bullet && (degree || school)) continue;
      const before = degree + school + location;
      const lineFragments = fragments(text);
      for (const [index, f] of lineFragments.entries()) {
        let [head, loc] = splitTrailingLocation(f);
        // "Estoril Higher Institute – Estoril": a short proper name after the school on its line is its town,
        // even one no vocabulary lists (marked for review).
        if (
          !loc &&
          index > 0 &&
          school &&
          !location &&
          SCHOOL_RE.test(lineFragments[index - 1]!) &&
          TOWN_RE.test(head) &&
          !DEGREE_RE.test(head)
        ) {
          [head, loc, guessedPlace] = ["", head, true];
        }
        // "Christ University, Bengaluru": a place after the school; a campus keeps its name
        // ("University of California, Berkeley").
        if (!loc && SCHOOL_RE.test(head) && !/\b(university|college) of \p{Lu}[\p{L}-]+,/iu.test(head)) {
          const [school, city] = splitCompanyCity(head);
          if (city && SCHOOL_RE.test(school) && !location) [head, loc, guessedPlace] = [school, city, true];
        }
        if (loc && !location) location = loc;
        if (!head) continue;
        const comma = head.match(/^(.+?),\s+(.+)$/);
        const isDegree = (t: string) => DEGREE_RE.test(t) && !/\b(university|college|institute)\b/i.test(t);
        const pairs = comma && ((isDegree(comma[1]!) && SCHOOL_RE.test(comma[2]!)) || (SCHOOL_RE.test(comma[1]!) && isDegree(comma[2]!)));
        const pieces = pairs ? [comma![1]!, comma![2]!] : [head];
        for (const p of pieces) {
          if (!school && SCHOOL_RE.test(p) && !(DEGREE_RE.test(p) && /\b(in|of)\b/.test(p) && !/university|college|institute/i.test(p)))
            school = p;
          else if (!degree && DEGREE_RE.test(p)) degree = p;
          else if (!location && isLocation(p)) location = p;
          // "MBA in Project Management" over "Fundação Getulio Vargas (FGV), São Paulo": the name under a degree is
          // its school, even in words no vocabulary lists (marked for review).
          else if (!school && degreeAbove && !line.bullet && SCHOOL_NAME_RE.test(p) && !NOT_A_SCHOOL.test(p)) {
            school = p;
            guessedSchool = true;
          }
        }
      }
      if (!gpaMatch && !found.found && degree + school + location === before && !DETAIL_LINE.test(line.text)) unplaced.push(line.text);
    }
    return {
      item: { degree, school, location, startDate: dates.startDate, endDate: dates.endDate, gpa, relevantCoursework: coursework },
      unsure: [
        ...((school && block.some((l) => l.wrapped && l.text.includes(school))) || guessedSchool ? ["school"] : []),
        ...(guessedPlace && location ? ["location"] : []),
      ],
    };
  });
  return { entries, unplaced, certificates };
}
