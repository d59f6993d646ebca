// The cover letter's sentences in each tone (cover-letter.ts puts them together). Every fact comes in as an
// argument, in the profile's or the posting's own words; the sentences add only lower-case words and no digits, so
// they cannot bring in a name or a number (never-invent.ts). `v` picks one of a sentence's variants.
import type { CoverLetterTone } from "~/schemas/kit-letter";

/** A role as a sentence names it: "a Senior Backend Engineer" at "Acme Robotics", current or past, and when. */
export interface RoleWords {
  company: string;
  /** The title with its article. */
  as: string;
  current: boolean;
  /** "since March 2021", "from March 2018 to June 2021". */
  period: string;
}

export interface TonePhrases {
  greeting(contact: string | null, company: string): string;
  opening(title: string, company: string, v: number): string;
  intro(asTitle: string, hasEvidence: boolean, v: number): string;
  /** `clause`: the achievement in the first person ("I led …"). */
  achievement(asks: string, plural: boolean, role: RoleWords, clause: string, v: number): string;
  /** An achievement that opens with no verb, quoted whole (ends with its full stop). */
  achievementQuoted(asks: string, plural: boolean, role: RoleWords, text: string): string;
  credential(noun: string, required: boolean, held: string, v: number): string;
  project(asks: string, plural: boolean, title: string, sentence: string, v: number): string;
  /** `detail`: the role's sentence naming the skill, in the first person when `isClause`, else as written. */
  role(asks: string, plural: boolean, role: RoleWords, detail: string, isClause: boolean, v: number): string;
  listed(asks: string, plural: boolean, v: number): string;
  years(phrase: string, since: string, v: number): string;
  anotherAchievement(company: string, clause: string): string;
  /** A role no item cited, by its description's first sentence. */
  roleRecord(role: RoleWords, detail: string, isClause: boolean): string;
  /** Requirements the profile shows that the letter did not cite. */
  alsoShown(list: string): string;
  /** Skills the posting names that the profile does not show: interest, never a claim. */
  alsoNoted(list: string): string;
  education(degree: string, school: string): string;
  certification(held: string): string;
  interest(title: string, company: string): string;
  closing(title: string, company: string, v: number): string;
  portfolio(v: number): string;
  signOff: string;
  honestlyShort: string;
}

const pick = (variants: readonly string[], v: number) => variants[v % variants.length]!;
/** A sentence's first letter in capitals, unless its first word is written its own way ("gRPC", "iOS"). */
const cap = (text: string) => (/^\p{Ll}+(?:[\s,.-]|$)/u.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text);
const be = (plural: boolean) => (plural ? "are" : "is");
/** "has been" / "have been" for a current role, "was" / "were" for a past one. */
const wasPart = (plural: boolean, current: boolean) => (current ? (plural ? "have been" : "has been") : plural ? "were" : "was");
/** ": the sentence." or "." */
const colonTail = (sentence: string) => (sentence ? `: ${sentence}` : ".");
/** ", where I …." for a first-person detail, ": as written." otherwise, "." for none. */
const whereTail = (detail: string, isClause: boolean) => (!detail ? "." : isClause ? `, where ${detail}.` : `: ${detail}.`);

/** What every tone says alike (each tone overrides what it says its own way). */
const COMMON = {
  greeting: (contact: string | null, company: string) => (contact ? `Dear ${contact},` : `Dear Hiring Team at ${company},`),
  education: (degree: string, school: string) => `I studied at ${school} (${degree}).`,
  certification: (held: string) => `I also hold ${held}.`,
  anotherAchievement: (company: string, clause: string) => `Another result from my time at ${company}: ${clause}.`,
  alsoShown: (list: string) => `I can also offer ${list}, which your posting mentions as well.`,
  roleRecord: (role: RoleWords, detail: string, isClause: boolean) =>
    isClause
      ? `As ${role.as} at ${role.company} ${role.period}, ${detail}.`
      : `My work as ${role.as} at ${role.company} ${role.period}: ${detail}.`,
};

const FORMAL: TonePhrases = {
  ...COMMON,
  opening: (title, company, v) =>
    pick(
      [
        `I am writing to apply for the ${title} position at ${company}.`,
        `Please accept this letter as my application for the ${title} role at ${company}.`,
        `I would like to apply for the ${title} position at ${company}.`,
      ],
      v,
    ),
  intro: (asTitle, hasEvidence, v) =>
    hasEvidence
      ? pick(
          [
            `I have read your posting closely, and as ${asTitle} I can point to concrete experience with the requirements you list.`,
            `My background as ${asTitle} corresponds closely to what you describe, and I would like to show where.`,
          ],
          v,
        )
      : `I am ${asTitle}, and I would like to be considered for this role.`,
  achievement: (asks, plural, role, clause, v) =>
    pick(
      [
        `Your posting asks for ${asks}. At ${role.company}, where I ${role.current ? "work" : "worked"} as ${role.as}, ${clause}.`,
        `On ${asks}: as ${role.as} at ${role.company}, ${clause}.`,
        `${cap(asks)} ${role.current ? be(plural) : plural ? "were" : "was"} central to my work at ${role.company}, where ${clause}.`,
      ],
      v,
    ),
  achievementQuoted: (asks, plural, role, text) =>
    `Your posting asks for ${asks}. As ${role.as} at ${role.company}, one result of mine speaks to ${plural ? "them" : "it"}: ${text}`,
  credential: (noun, required, held, v) =>
    pick(
      [
        `As for the ${noun} your posting ${required ? "requires" : "mentions"}, I hold ${held}.`,
        `I hold ${held}, which meets the ${noun} ${required ? "requirement" : "preference"} in your posting.`,
      ],
      v,
    ),
  project: (asks, _plural, title, sentence, v) =>
    pick(
      [
        `For ${asks}, my project ${title} is a good example${colonTail(sentence)}`,
        `I have also applied ${asks} in my own project, ${title}${colonTail(sentence)}`,
      ],
      v,
    ),
  role: (asks, plural, role, detail, isClause, v) =>
    pick(
      [
        `${cap(asks)} ${wasPart(plural, role.current)} part of my work as ${role.as} at ${role.company} ${role.period}${whereTail(detail, isClause)}`,
        `My time as ${role.as} at ${role.company} ${role.period} is where I built my experience with ${asks}${colonTail(detail && `${detail}.`)}`,
      ],
      v,
    ),
  listed: (asks, plural) => `${cap(asks)} ${be(plural)} also among the core skills I would bring to this role.`,
  years: (phrase, since) => `You ask for ${phrase} of experience; my experience since ${since} meets that.`,
  alsoNoted: (list) =>
    `I also noted the role's emphasis on ${list}, and I would welcome the chance to discuss how I would approach that work.`,
  interest: (_title, company) =>
    `This role at ${company} is the kind of work I want to keep doing, and it is where I believe I can contribute most.`,
  closing: (title, company, v) =>
    pick(
      [
        `I would welcome the opportunity to discuss how I could contribute to ${company}. Thank you for your time and consideration.`,
        `I would be glad to discuss the ${title} role with you in more detail. Thank you for considering my application.`,
      ],
      v,
    ),
  portfolio: (v) => pick([`My portfolio, linked below, shows more of my work.`, `More of my work is in my portfolio, linked below.`], v),
  signOff: "Sincerely,",
  honestlyShort:
    "My saved profile is still brief, so I have kept this letter to what it can show rather than add claims I cannot support; I would be glad to go through the rest of my background in a conversation.",
};

const WARM: TonePhrases = {
  ...COMMON,
  greeting: (contact, company) => (contact ? `Dear ${contact},` : `Dear ${company} team,`),
  opening: (title, company, v) =>
    pick(
      [
        `I was excited to see the ${title} opening at ${company}, and I would love to be considered.`,
        `When I read your posting for the ${title} role at ${company}, I knew I wanted to apply.`,
        `I am delighted to apply for the ${title} role at ${company}.`,
      ],
      v,
    ),
  intro: (asTitle, hasEvidence, v) =>
    hasEvidence
      ? pick(
          [
            `As ${asTitle}, I recognised a lot of my own work in your posting, and I would like to tell you where.`,
            `Your posting describes the work I enjoy most as ${asTitle}, so let me share a few examples.`,
          ],
          v,
        )
      : `I am ${asTitle}, and this is exactly the kind of role I hope to grow into.`,
  achievement: (asks, plural, role, clause, v) =>
    pick(
      [
        `I was glad to see ${asks} in your posting, because ${plural ? "they have" : "it has"} been at the heart of my work: at ${role.company}, ${clause}.`,
        `${cap(asks)} ${be(plural)} where I do some of my best work. As ${role.as} at ${role.company}, ${clause}.`,
        `One thing I am proud of ties straight to ${asks}: at ${role.company}, ${clause}.`,
      ],
      v,
    ),
  achievementQuoted: (asks, plural, role, text) =>
    `${cap(asks)} ${be(plural)} where I do some of my best work; as ${role.as} at ${role.company}, one result I am proud of is this: ${text}`,
  credential: (noun, required, held) =>
    `I am glad to say that I hold ${held}, so the ${noun} you ${required ? "require" : "mention"} is covered.`,
  project: (asks, _plural, title, sentence, v) =>
    pick(
      [
        `I love using ${asks} in my own projects too, such as ${title}${colonTail(sentence)}`,
        `I have put ${asks} to good use in ${title}, one of my projects${colonTail(sentence)}`,
      ],
      v,
    ),
  role: (asks, plural, role, detail, isClause, v) =>
    pick(
      [
        `${cap(asks)} ${wasPart(plural, role.current)} part of my everyday work as ${role.as} at ${role.company} ${role.period}${whereTail(detail, isClause)}`,
        `I ${role.current ? "have enjoyed" : "enjoyed"} the ${asks} side of my work as ${role.as} at ${role.company} ${role.period}${whereTail(detail, isClause)}`,
      ],
      v,
    ),
  listed: (asks) => `I would bring ${asks} as well, one of the core skills in my profile.`,
  years: (phrase, since) => `You mention ${phrase} of experience, and my career since ${since} covers that.`,
  anotherAchievement: (company, clause) => `Another result I am proud of comes from ${company}: ${clause}.`,
  alsoNoted: (list) => `I also noticed ${list} in your posting, and I would enjoy growing in that direction with your team.`,
  interest: (title, company) => `The ${title} role at ${company} feels like a place where I could do my best work and keep growing.`,
  closing: (title, company, v) =>
    pick(
      [
        `I would love the chance to talk about how I could help at ${company}, and I hope to hear from you soon. Thank you for reading!`,
        `I would be thrilled to talk more about the ${title} role. Thank you so much for your time!`,
      ],
      v,
    ),
  portfolio: () => "If you would like to see more, my portfolio is linked below.",
  signOff: "Warm regards,",
  honestlyShort:
    "My profile is still short, so I have kept this letter to what it can honestly show; I would be happy to tell you more about my background when we talk.",
};

const BRIEF: TonePhrases = {
  ...COMMON,
  opening: (title, company, v) =>
    pick([`I am applying for the ${title} role at ${company}.`, `Please consider me for the ${title} position at ${company}.`], v),
  intro: (asTitle, hasEvidence) => (hasEvidence ? `Here is how my experience as ${asTitle} meets what you ask for.` : `I am ${asTitle}.`),
  achievement: (asks, _plural, role, clause, v) =>
    pick([`You ask for ${asks}: at ${role.company}, ${clause}.`, `For ${asks}: as ${role.as} at ${role.company}, ${clause}.`], v),
  achievementQuoted: (asks, _plural, role, text) => `For ${asks}, from my time at ${role.company}: ${text}`,
  credential: (noun, required, held) => `I hold ${held}, the ${noun} you ${required ? "require" : "mention"}.`,
  project: (asks, _plural, title, sentence, v) =>
    pick(
      [`${title}, one of my projects, uses ${asks}${colonTail(sentence)}`, `For ${asks}, see my project ${title}${colonTail(sentence)}`],
      v,
    ),
  role: (asks, plural, role, detail, isClause) =>
    `${cap(asks)} ${wasPart(plural, role.current)} part of my work as ${role.as} at ${role.company} ${role.period}${whereTail(detail, isClause)}`,
  listed: (asks, plural) => `${cap(asks)} ${be(plural)} among my core skills.`,
  years: (phrase, since) => `My experience since ${since} covers the ${phrase} you ask for.`,
  alsoNoted: (list) => `I also noted ${list} in your posting and would be glad to discuss that work.`,
  interest: (title, company) => `The ${title} role at ${company} is the work I want to do next.`,
  closing: (_title, _company, v) =>
    pick(["I would be glad to talk. Thank you for your time.", "I look forward to hearing from you. Thank you for your time."], v),
  portfolio: () => "My portfolio is linked below.",
  signOff: "Best regards,",
  honestlyShort: "My profile is still brief, so this letter is too; I would be glad to tell you more in person.",
};

const PHRASES: Record<CoverLetterTone, TonePhrases> = { formal: FORMAL, warm: WARM, brief: BRIEF };

export function tonePhrases(tone: CoverLetterTone): TonePhrases {
  return PHRASES[tone];
}
