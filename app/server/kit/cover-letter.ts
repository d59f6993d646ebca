// The local cover letter (issue 33 §2): pure and deterministic. Addressed to the job's contact (else the company's
// hiring team), it names the role, cites two or three of the posting's requirements each with the profile's own
// evidence (cover-letter-evidence.ts), and ends with the candidate's contact details and, when live, the portfolio.
//
// Readable, not a form: each kind of evidence has its own sentences (an achievement, a licence, a project, a role
// and its dates, the skills list), each tone its own openings, lead-ins and closings, and the variant of each is
// picked by a hash of the job and the sentence's place, so two letters differ while one letter never changes.
// Facts are the profile's own words (an achievement is quoted, its first verb put in the first person); the
// template's words are lower case mid-sentence and hold no digits, so the never-invent rule (never-invent.ts) finds
// nothing the sources lack. Length: 250-400 words (brief: 150-250). A short letter is lengthened with more of the
// profile (its summary, a second example, its education) and the posting's own stated needs; one still short says
// so honestly instead of padding.
import type { ProfileDto } from "~/schemas/profile";
import type { CoverLetterTone } from "~/schemas/kit-letter";
import { profileAsText } from "../ai/profile-text";
import { type CitedEvidence, type LetterEvidence, type LetterRole, letterEvidence, sentencesOf } from "./cover-letter-evidence";
import { type RoleWords, tonePhrases, type TonePhrases } from "./cover-letter-phrases";

export interface CoverLetterInput {
  profile: ProfileDto;
  user: { firstName: string; lastName: string; email: string; phone?: string; location?: string };
  job: { title: string; company: string; description: string; recruiterName?: string };
  /** The live portfolio (the job's tracked link when it has one), or null when nothing is published. */
  portfolioUrl: string | null;
  tone: CoverLetterTone;
}

interface CoverLetter {
  text: string;
  tone: CoverLetterTone;
}

/** The words a letter of each tone should have. */
export const LETTER_WORDS: Record<CoverLetterTone, { min: number; max: number }> = {
  formal: { min: 250, max: 400 },
  warm: { min: 250, max: 400 },
  brief: { min: 150, max: 250 },
};

/** How far past its minimum a short letter is lengthened when the profile has more to say. */
const PAD_MARGIN = 20;

/** Words as a reader counts them: runs between spaces holding a letter or digit (a lone "·" is none). */
export function letterWordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Everything a letter may state a fact from: the profile, the candidate's details, the posting, its contact, the portfolio. */
export function coverLetterSources(input: Omit<CoverLetterInput, "tone">): string[] {
  const { profile, user, job } = input;
  return [
    profileAsText(profile),
    [user.firstName, user.lastName, user.email, user.phone ?? "", user.location ?? "", profile.phone, profile.location].join("\n"),
    `${job.title}\n${job.company}\n${job.description}`,
    job.recruiterName ?? "",
    input.portfolioUrl ?? "",
  ];
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "2021-03" → "March 2021" (a year alone stays the year). */
function monthYear(date: string): string {
  const month = MONTHS[Number(date.slice(5, 7)) - 1];
  return month ? `${month} ${date.slice(0, 4)}` : date.slice(0, 4);
}

/** "since March 2021" or "from March 2018 to June 2021". */
function period(role: LetterRole): string {
  return role.current || !role.endDate
    ? `since ${monthYear(role.startDate)}`
    : `from ${monthYear(role.startDate)} to ${monthYear(role.endDate)}`;
}

const roleWords = (role: LetterRole): RoleWords => ({
  company: role.company,
  as: withArticle(role.title),
  current: role.current,
  period: period(role),
});

/** "a Registered Nurse", "an Accountant", "an RN": the article a title takes. */
function withArticle(phrase: string): string {
  const first = phrase.split(/\s/)[0] ?? "";
  const acronym = /^\p{Lu}{2,}/u.test(first);
  const vowel = acronym ? /^[AEFHILMNORSX]/.test(first) : /^[aeiou]/i.test(first) && !/^(uni|use|usu|eu|one)/i.test(first);
  return `${vowel ? "an" : "a"} ${phrase}`;
}

/** "Go", "Go and Kubernetes", "A, B and C". */
function joinWords(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

const IRREGULAR_PAST = new Set(
  "led built ran wrote taught grew drove made won cut set kept began brought sold took gave oversaw spoke found held met put sent spent stood told went rebuilt redesigned".split(
    " ",
  ),
);
const VERBS = new Set(
  "lead build run write teach grow drive make manage develop design deliver maintain support create oversee handle mentor prepare administer perform train plan track monitor reconcile assess conduct coordinate provide implement improve reduce increase own ship launch migrate automate analyse analyze care educate organise organize supervise review audit test deploy serve help work collaborate partner establish introduce streamline close file present represent speak translate negotiate code program advise".split(
    " ",
  ),
);
/** Words ending in -ed that open a phrase as adjectives, not verbs ("Embedded systems ..."). */
const ED_ADJECTIVES = new Set(
  "embedded advanced detailed dedicated experienced licensed certified skilled seasoned distributed red need speed seed feed".split(" "),
);

/** The base form of a verb opening a profile line: "Led" → "led", "Manages" → "manage"; null when it opens no verb. */
function openingVerb(word: string): string | null {
  const lower = word.toLowerCase();
  if (lower.includes("-")) return null; // "Detail-oriented", "Results-driven": adjectives
  if (IRREGULAR_PAST.has(lower) || VERBS.has(lower)) return lower;
  if (lower.length > 4 && lower.endsWith("ed") && !ED_ADJECTIVES.has(lower)) return lower;
  const third = lower.endsWith("ies") ? `${lower.slice(0, -3)}y` : lower.replace(/(?<=(?:ch|sh|ss|x))es$|s$/, "");
  return third !== lower && VERBS.has(third) ? third : null;
}

/** A profile line without its closing punctuation; a line of more than 45 words is cut at a clause before then. */
function clipped(text: string): string {
  const trimmed = text.trim().replace(/[\s.;,:]+$/, "");
  const words = trimmed.split(/\s+/);
  if (words.length <= 45) return trimmed;
  const head = words.slice(0, 45).join(" ");
  const clause = Math.max(head.lastIndexOf(", "), head.lastIndexOf("; "));
  return clause > 40 ? head.slice(0, clause) : `${head}…`;
}

/** A profile line as the candidate says it: "Led the migration…" → "I led the migration…"; null when it opens no verb. */
function inFirstPerson(text: string): string | null {
  const line = clipped(text);
  const match = line.match(/^(\p{L}+)(?=[\s,]|$)(.*)$/su);
  const verb = match ? openingVerb(match[1]!) : null;
  return verb ? `I ${verb}${match![2]}` : null;
}

/** "the CPA, issued by California Board of Accountancy", "the BSc Nursing from University of Texas". */
function heldPhrase(name: string, issuer: string, from: "certification" | "education"): string {
  const named = /^(a|an|the)\s/i.test(name) ? name : `the ${name}`;
  return issuer ? `${named}${from === "certification" ? ", issued by" : " from"} ${issuer}` : named;
}

/** A profile sentence after a colon: its opening article or verb in lower case ("An open-source …" → "an open-source …"). */
function afterColon(sentence: string): string {
  const word = sentence.match(/^\p{L}+/u)?.[0] ?? "";
  const common = /^(A|An|The|This|It|Its|Our|My)$/.test(word) || (openingVerb(word) !== null && /^\p{Lu}\p{Ll}+$/u.test(word));
  return common ? `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}` : sentence;
}

/** A sentence of the letter from one item of evidence (the posting's words for what it answers in `asks`). */
function evidenceSentence(item: CitedEvidence, phrases: TonePhrases, variant: number): string {
  const asks = joinWords(item.asks);
  const plural = item.asks.length > 1;
  const { evidence } = item;
  switch (evidence.kind) {
    case "achievement": {
      const clause = inFirstPerson(evidence.text);
      const role = roleWords(evidence.role);
      return clause
        ? phrases.achievement(asks, plural, role, clause, variant)
        : phrases.achievementQuoted(asks, plural, role, `${clipped(evidence.text)}.`);
    }
    case "credential":
      return phrases.credential(evidence.noun, item.required, heldPhrase(evidence.held, evidence.issuer, evidence.from), variant);
    case "project":
      return phrases.project(asks, plural, evidence.title, evidence.sentence ? `${afterColon(clipped(evidence.sentence))}.` : "", variant);
    case "role": {
      const clause = evidence.sentence ? inFirstPerson(evidence.sentence) : null;
      const detail = clause ?? (evidence.sentence ? clipped(evidence.sentence) : "");
      return phrases.role(asks, plural, roleWords(evidence.role), detail, !!clause, variant);
    }
    case "listed":
      return phrases.listed(asks, plural, variant);
  }
}

/** A second example for a requirement already cited: another achievement or project. */
function spareSentence(item: CitedEvidence, phrases: TonePhrases): string {
  const { evidence } = item;
  if (evidence.kind === "achievement") {
    const clause = inFirstPerson(evidence.text);
    if (clause) return phrases.anotherAchievement(evidence.role.company, clause);
  }
  return evidenceSentence(item, phrases, 1);
}

/** A small stable hash (FNV-1a) of the job and the tone: which variant of each sentence this letter uses. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** The summary's first sentence in the first person ("I …", or "I am an analyst who …"), or null when it reads otherwise. */
function summarySentence(summary: string): string | null {
  const first = sentencesOf(summary)[0];
  if (!first) return null;
  if (/^(I|I'm|I’m|My)\b/.test(first)) return `${clipped(first)}.`;
  const word = first.split(/\s/)[0]!;
  // A noun phrase ("Analyst who…", "Results-driven nurse with…") reads after "I am a"; a verb ("Designs…") does not.
  if (openingVerb(word) || /^\p{Lu}{2,}|\d/u.test(word) || /[^s]s$/.test(word)) return null;
  return `I am ${withArticle(`${first.charAt(0).toLowerCase()}${clipped(first).slice(1)}`)}.`;
}

interface Part {
  /** The paragraph it belongs to: 1 opening, 2-3 evidence, 4 more of the profile and the posting, 5 closing. */
  paragraph: number;
  text: string;
  /** For a letter over its length: parts with a rank go, lowest first. */
  drop?: number;
  /** Goes before the paragraph's other parts. */
  lead?: boolean;
}

/** The letter's parts with the padding it may take, in the order it takes them. */
function partsOf(input: CoverLetterInput, found: LetterEvidence, phrases: TonePhrases, seed: number) {
  const { profile, job } = input;
  const at = (i: number) => (seed >>> (i * 3)) % 4;
  const core: Part[] = [{ paragraph: 1, text: phrases.opening(job.title, job.company, at(0)) }];
  if (profile.title) core.push({ paragraph: 1, text: phrases.intro(withArticle(profile.title), found.cited.length > 0, at(1)), drop: 1 });
  // Consecutive items take consecutive variants, so two achievements never open alike.
  found.cited.forEach((item, i) => {
    core.push({ paragraph: i === 0 ? 2 : 3, text: evidenceSentence(item, phrases, at(2) + i), drop: i === 2 ? 3 : undefined });
  });

  if (found.years) core.push({ paragraph: 3, text: phrases.years(found.years.phrase, monthYear(found.years.since), at(5)), drop: 2 });
  core.push({ paragraph: 5, text: phrases.closing(job.title, job.company, at(6)) });
  if (input.portfolioUrl) core.push({ paragraph: 5, text: phrases.portfolio(at(7)) });

  const padding: Part[] = [];
  const summary = summarySentence(profile.summary);
  if (summary) padding.push({ paragraph: 1, text: summary });
  for (const item of found.spare) padding.push({ paragraph: 4, text: spareSentence(item, phrases) });
  // The roles no item cited, by their own description: more of the candidate's record, in their words.
  const citedRoles = new Set(found.cited.flatMap((c) => ("role" in c.evidence ? [c.evidence.role.company + c.evidence.role.title] : [])));
  for (const e of profile.experience.slice(0, 3)) {
    const sentence = sentencesOf(e.description)[0];
    if (!sentence || citedRoles.has(e.company + e.title)) continue;
    const clause = inFirstPerson(sentence);
    padding.push({ paragraph: 4, text: phrases.roleRecord(roleWords(e), clause ?? clipped(sentence), !!clause) });
  }
  if (found.alsoShown.length) padding.push({ paragraph: 4, text: phrases.alsoShown(joinWords(found.alsoShown.slice(0, 3))) });
  if (found.notShown.length) padding.push({ paragraph: 4, text: phrases.alsoNoted(joinWords(found.notShown.slice(0, 3))) });
  const education = profile.education[0];
  if (education) padding.push({ paragraph: 4, text: phrases.education(education.degree, education.school) });
  const citedKeys = new Set(found.cited.map((c) => c.evidence.key));
  profile.certifications.forEach((c, i) => {
    if (!citedKeys.has(`c${i}`) && i < 2)
      padding.push({ paragraph: 4, text: phrases.certification(heldPhrase(c.name, c.issuer, "certification")) });
  });
  padding.push({ paragraph: 5, text: phrases.interest(job.title, job.company), lead: true });
  return { core, padding };
}

function assemble(greeting: string, parts: Part[], signature: string): string {
  const paragraphs: string[] = [greeting];
  for (let p = 1; p <= 5; p++) {
    const text = parts
      .filter((part) => part.paragraph === p)
      .sort((a, b) => Number(!!b.lead) - Number(!!a.lead))
      .map((part) => part.text)
      .join(" ");
    if (text) paragraphs.push(text);
  }
  paragraphs.push(signature);
  return paragraphs.join("\n\n");
}

/** The candidate's sign-off: the closing word, the name, then email, phone and place on one line, then the portfolio. */
function signatureOf(input: CoverLetterInput, phrases: TonePhrases): string {
  const { user, profile } = input;
  const details = [user.email, user.phone || profile.phone, user.location || profile.location].filter(Boolean).join(" · ");
  const lines = [phrases.signOff, `${user.firstName} ${user.lastName}`.trim(), details];
  if (input.portfolioUrl) lines.push(`Portfolio: ${input.portfolioUrl}`);
  return lines.filter(Boolean).join("\n");
}

/** The local cover letter for one posting (see the header); `now` ends a current role when its years are counted. */
export function composeCoverLetter(input: CoverLetterInput, now = new Date()): CoverLetter {
  const { tone, job } = input;
  const phrases = tonePhrases(tone);
  const range = LETTER_WORDS[tone];
  const found = letterEvidence(input.profile, job, now);
  const seed = seedOf(`${job.company}\n${job.title}\n${tone}`);
  const greeting = phrases.greeting(job.recruiterName?.trim() || null, job.company);
  const signature = signatureOf(input, phrases);
  const { core, padding } = partsOf(input, found, phrases, seed);
  const count = (parts: Part[]) => letterWordCount(assemble(greeting, parts, signature));

  let parts = core;
  // Too long: the intro goes first, then the years line, then the third item of evidence.
  for (let rank = 1; rank <= 3 && count(parts) > range.max; rank++) parts = parts.filter((part) => part.drop !== rank);
  // Lengthened a little past the minimum, so a reader counting words their own way still finds it in range.
  for (const pad of padding) {
    if (count(parts) >= range.min + PAD_MARGIN) break;
    const longer = [...parts, pad];
    if (count(longer) <= range.max) parts = longer;
  }
  if (count(parts) < range.min) parts = [...parts, { paragraph: 5, text: phrases.honestlyShort, lead: true }];
  return { text: assemble(greeting, parts, signature), tone };
}
