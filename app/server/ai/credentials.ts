// Licences and degrees a posting asks for, and which of them a resume shows (issue 32): "active RN licence required",
// "CPA preferred", "must hold a valid CDL Class A", "Bachelor's degree in Nursing (BSN) required". Pure and linear;
// the match engine (local-engine.ts) weighs the result.
//
// Reading a posting
//   parts        the parts text-reading.ts forEachRequirementPart walks, with their mode: a credential in a required
//                part is required, in a preferred part ("a plus", "Preferred:") preferred; in the posting's context
//                (intro, about) only with "required", "must", "essential" or "mandatory" in its part, so prose such
//                as "hiring Registered Nurses" or "a CPA firm" asks for nothing. "or working towards", "(or progress
//                towards it)" make a required one preferred: the candidate need not hold it yet.
//   names        each credential of CREDENTIALS by its own pattern (a licence's name with a licence word where the
//                name is also a job title: "RN licence", not "Registered Nurse"); a generic degree ("a degree in
//                mathematics", "BSc in Civil Engineering") only when its part names no specific one (BSN, MBA).
//   alternatives credentials of one part joined by "or" or "/" ("MSN or MBA", "chartered or PE status") are one
//                requirement, met by any of them, named "MSN or MBA".
// Reading a resume
//   held         a credential's own evidence pattern anywhere in the text (certifications, education, summary,
//                titles: "Senior Accountant, CPA"), except on a line that says it is not held yet ("pursuing",
//                "candidate", "working towards", "expected"); a job title alone ("Registered Nurse") is not a
//                licence. A degree is held by any degree of its level or higher (the field is the occupation's
//                and the skills' business, not this reader's).
import { FAMILIES } from "./occupations";
import { forEachRequirementPart } from "./text-reading";

interface Credential {
  /** The name shown in factors.licences and in advice. */
  name: string;
  /** The name in a sentence: "an active RN licence". */
  noun: string;
  /** Where to show it: the end of "if you hold it, ...". */
  evidence: string;
  /** Catalogue families whose work it licenses ([] for any: degrees); never advised to a candidate of another. */
  families: string[];
  /** How a posting names it. */
  asked: RegExp;
  /** What in a resume shows it; the asked pattern when left out. */
  shown?: RegExp;
  /** The skill the skills vocabulary reads for it (server/resume/skills-across-work.ts): counted here, not twice. */
  skill?: string;
  /** For degrees: the level (bachelor 1, master 2, doctorate 3); any degree of this level or higher shows it. */
  degreeLevel?: number;
  /** A generic degree: read only in a part naming no specific degree. */
  generic?: boolean;
}

const CERTIFICATIONS = "add it under Certifications";
const WITH_STATE = `${CERTIFICATIONS} with its state and number`;
const EDUCATION = "add it under Education with the subject and the year";

/** The credentials the engine reads: regulated licences of the catalogue's occupations, and degrees. */
const CREDENTIALS: readonly Credential[] = [
  {
    name: "RN licence",
    skill: "Registered Nurse",
    noun: "an active RN licence",
    evidence: WITH_STATE,
    families: ["healthcare"],
    asked:
      /\b(?:RN|registered nurse)\s+(?:licen[cs]e|licensure|registration)\b|\blicensed (?:as an? )?(?:RN|registered nurse)\b|\bNCLEX-RN\b|\b(?:active|current|valid|unrestricted) RN\b/i,
    shown:
      /\b(?:RN|registered nurse)\s+(?:licen[cs]e|licensure|registration)\b|\blicensed (?:as an? )?(?:RN|registered nurse)\b|\bNCLEX-RN\b|\bboard of (?:registered )?nursing\b|\bNMC (?:PIN|registration|registered)\b/i,
  },
  {
    name: "LPN licence",
    noun: "an LPN/LVN licence",
    evidence: WITH_STATE,
    families: ["healthcare"],
    asked: /\b(?:LPN|LVN|licensed (?:practical|vocational) nurse)\s+licen[cs]e\b|\bNCLEX-PN\b/i,
  },
  {
    name: "APRN licence",
    noun: "an APRN licence",
    evidence: WITH_STATE,
    families: ["healthcare"],
    asked: /\bAPRN\b|\b(?:NP|nurse practitioner)\s+licen[cs]e\b/i,
  },
  {
    name: "CPA",
    skill: "CPA",
    noun: "a CPA licence",
    evidence: `${CERTIFICATIONS} with the issuing state`,
    families: ["finance-accounting"],
    asked: /\bCPA\b(?!\s*(?:-\s*)?(?:firms?|practices?|exams?)\b)|\bcertified public accountant\b/i,
  },
  {
    name: "ACCA",
    skill: "ACCA",
    noun: "ACCA membership",
    evidence: CERTIFICATIONS,
    families: ["finance-accounting"],
    asked: /\bACCA\b/,
  },
  {
    name: "CIMA",
    skill: "CIMA",
    noun: "CIMA membership",
    evidence: CERTIFICATIONS,
    families: ["finance-accounting"],
    asked: /\bCIMA\b/,
  },
  {
    name: "Chartered Accountant",
    noun: "chartered accountant status (ACA)",
    evidence: CERTIFICATIONS,
    families: ["finance-accounting"],
    asked: /\bchartered accountant\b|\bICAEW\b/i,
  },
  { name: "CFA", noun: "the CFA charter", evidence: CERTIFICATIONS, families: ["finance-accounting"], asked: /\bCFA\b/ },
  {
    name: "QTS",
    skill: "QTS",
    noun: "Qualified Teacher Status (QTS)",
    evidence: CERTIFICATIONS,
    families: ["education"],
    asked: /\bQTS\b|\bqualified teacher status\b/i,
  },
  {
    name: "Teaching licence",
    noun: "a teaching licence",
    evidence: WITH_STATE,
    families: ["education"],
    asked: /\bteaching (?:licen[cs]e|certificate|certification|credential)\b|\bteacher (?:licen[cs]e|certification)\b/i,
  },
  {
    name: "PE licence",
    skill: "PE Licence",
    noun: "a PE licence",
    evidence: WITH_STATE,
    families: ["engineering"],
    asked:
      /\bPE (?:licen[cs]e|status|registration|stamp)\b|\bprofessional engineer(?:ing)? (?:licen[cs]e|registration)\b|\blicensed professional engineer\b|\bP\.E\.(?=\s|$)/i,
    shown: /\bprofessional engineer\b|\bPE licen[cs]e\b|\bP\.E\.(?=[\s,]|$)|\(PE\)/i,
  },
  {
    name: "Chartered Engineer",
    skill: "PE Licence",
    noun: "chartered engineer status",
    evidence: `${CERTIFICATIONS} with the institution`,
    families: ["engineering"],
    asked: /\bCEng\b|\bchartered engineer\b|\bchartered(?= (?:status|or PE\b))/i,
    shown: /\bCEng\b|\bchartered engineer\b/i,
  },
  {
    name: "CDL",
    noun: "a commercial driver's licence (CDL)",
    evidence: `${CERTIFICATIONS} with its class`,
    families: ["logistics"],
    asked: /\bCDL\b|\bcommercial driver'?s? licen[cs]e\b/i,
  },
  {
    name: "HGV licence",
    noun: "an HGV licence",
    evidence: `${CERTIFICATIONS} with its category`,
    families: ["logistics"],
    asked: /\b(?:HGV|LGV)\b(?: class \w+| cat(?:egory)? \w\+?E?)? licen[cs]e\b|\bC\+E licen[cs]e\b/i,
  },
  {
    name: "Forklift licence",
    noun: "a forklift licence",
    evidence: CERTIFICATIONS,
    families: ["logistics", "operations-supply-chain"],
    asked: /\bforklift (?:licen[cs]e|certification|certificate|ticket)\b/i,
  },
  {
    name: "Gas Safe registration",
    noun: "Gas Safe registration",
    evidence: `${CERTIFICATIONS} with your registration number`,
    families: ["skilled-trades"],
    asked: /\bgas safe\b/i,
  },
  {
    name: "Electrician licence",
    skill: "Journeyman Licence",
    noun: "an electrician's licence",
    evidence: WITH_STATE,
    families: ["skilled-trades"],
    asked:
      /\b(?:journeyman|master|licensed) electrician\b|\belectrical (?:contractor )?licen[cs]e\b|\belectrician'?s? licen[cs]e\b|\bjourneyman licen[cs]e\b/i,
    shown:
      /\b(?:journeyman|master|licensed) electrician\b|\belectrical (?:contractor )?licen[cs]e\b|\belectrician'?s? licen[cs]e\b|\bjourneyman licen[cs]e\b|\bregistered electrical contractor\b/i,
  },
  {
    name: "Plumbing licence",
    noun: "a plumbing licence",
    evidence: WITH_STATE,
    families: ["skilled-trades"],
    asked: /\b(?:plumbing|plumber'?s?) licen[cs]e\b|\blicensed plumber\b/i,
  },
  {
    name: "EPA 608",
    noun: "EPA 608 certification",
    evidence: CERTIFICATIONS,
    families: ["skilled-trades"],
    asked: /\bEPA (?:section )?608\b/i,
  },
  {
    name: "Bar admission",
    noun: "admission to the bar",
    evidence: `${CERTIFICATIONS} with the jurisdiction`,
    families: ["legal"],
    asked:
      /\bbar admission\b|\badmitted to (?:the [\w ]{0,30}bar|practi[cs]e)\b|\badmission to the [\w ]{0,30}bar\b|\blicensed to practi[cs]e law\b/i,
    shown:
      /\bbar admission\b|\badmitted to (?:the [\w ]{0,30}bar|practi[cs]e)\b|\badmission to the [\w ]{0,30}bar\b|\blicensed to practi[cs]e law\b|\bstate bar of\b/i,
  },
  {
    name: "Paralegal licence",
    skill: "Paralegal Licence",
    noun: "a paralegal licence",
    evidence: CERTIFICATIONS,
    families: ["legal"],
    asked: /\b(?:LSO )?P1 licen[cs]e\b|\bparalegal licen[cs]e\b|\blicensed paralegal\b/i,
    shown: /\bP1 licen[cs]e\b|\bparalegal licen[cs]e\b|\blicensed paralegal\b|\bparalegal licen[cs]e \(P1\)/i,
  },
  {
    name: "CLS licence",
    skill: "CLS Licence",
    noun: "a clinical laboratory scientist licence",
    evidence: WITH_STATE,
    families: ["science-lab", "healthcare"],
    asked: /\b(?:CLS|MLS|clinical laboratory scientist|medical laboratory scientist) licen[cs]e\b/i,
  },
  {
    name: "HCPC registration",
    noun: "HCPC registration",
    evidence: `${CERTIFICATIONS} with your registration number`,
    families: ["healthcare", "science-lab"],
    asked: /\bHCPC\b/,
  },
  {
    name: "Pharmacist licence",
    noun: "a pharmacist licence",
    evidence: WITH_STATE,
    families: ["healthcare"],
    asked: /\bpharmacist licen[cs]e\b|\blicensed pharmacist\b|\bGPhC\b/i,
  },
  {
    name: "Medical licence",
    noun: "a medical licence",
    evidence: WITH_STATE,
    families: ["healthcare"],
    asked: /\bmedical licen[cs]e\b|\blicensed to practi[cs]e medicine\b|\bGMC registration\b/i,
  },
  {
    name: "Social work licence",
    noun: "a social work licence",
    evidence: WITH_STATE,
    families: ["public-sector", "healthcare"],
    asked: /\bLCSW\b|\bLMSW\b|\bsocial work licen[cs]e\b|\blicensed (?:clinical )?social worker\b|\bSocial Work England\b/i,
  },
  {
    name: "Real estate licence",
    noun: "a real estate licence",
    evidence: WITH_STATE,
    families: ["sales", "finance-accounting"],
    asked: /\breal estate (?:salesperson |broker'?s? )?licen[cs]e\b/i,
  },
  {
    name: "FINRA Series 7",
    noun: "the FINRA Series 7",
    evidence: CERTIFICATIONS,
    families: ["finance-accounting", "sales"],
    asked: /\bseries 7\b/i,
  },
  {
    name: "Pilot licence",
    noun: "a commercial pilot licence",
    evidence: `${CERTIFICATIONS} with its ratings`,
    families: ["logistics"],
    asked: /\bATPL\b|\bcommercial pilot licen[cs]e\b/i,
  },
  {
    name: "Architect licence",
    noun: "an architect's licence",
    evidence: WITH_STATE,
    families: ["engineering"],
    asked: /\blicensed architect\b|\barchitect(?:ure)? licen[cs]e\b|\bARB regist(?:ration|ered)\b/i,
  },
  {
    name: "BSN",
    skill: "BSN",
    noun: "a Bachelor of Science in Nursing (BSN)",
    evidence: EDUCATION,
    families: [],
    asked: /\bBSN\b|\bbachelor'?s?(?: degree)? (?:of|in) (?:science in )?nursing\b/i,
  },
  {
    name: "MSN",
    noun: "a Master of Science in Nursing (MSN)",
    evidence: EDUCATION,
    families: [],
    asked: /\bMSN\b|\bmaster'?s?(?: degree)? (?:of|in) (?:science in )?nursing\b/i,
  },
  { name: "MBA", noun: "an MBA", evidence: EDUCATION, families: [], asked: /\bMBA\b/ },
  { name: "JD", noun: "a law degree (JD)", evidence: EDUCATION, families: [], asked: /\bJ\.D\.|\bJD\b(?= degree|\b)|\bjuris doctor\b/ },
  {
    name: "Doctorate",
    noun: "a doctorate",
    evidence: EDUCATION,
    families: [],
    generic: true,
    degreeLevel: 3,
    asked: /\bPh\.?D\b|\bdoctorate\b|\bdoctoral degree\b/i,
  },
  {
    name: "Master's degree",
    noun: "a master's degree",
    evidence: EDUCATION,
    families: [],
    generic: true,
    degreeLevel: 2,
    asked: /\bmaster'?s(?: degree| in)\b|\b(?:MSc|MEng|M\.Sc|MPhil)\b|\b(?:MA|MS)\b(?= (?:in|degree)\b)/i,
  },
  {
    name: "Bachelor's degree",
    noun: "a bachelor's degree",
    evidence: EDUCATION,
    families: [],
    generic: true,
    degreeLevel: 1,
    asked:
      /\b(?:bachelor'?s?|undergraduate|university|college|four-year|4-year)(?: level)? degree\b|\bbachelor'?s? (?:of|in)\b|\b(?:BSc|BEng|B\.Sc|B\.S\.|B\.A\.)(?=[\s,;.]|$)|\b(?:BA|BS)\b(?= (?:in|degree)\b)|\b(?:a|an|relevant|related) degree\b|\bdegree in\b/i,
  },
];

/** Degrees a resume shows, by level: any wording of a bachelor's, master's or doctorate. */
const DEGREE_LEVELS: readonly [number, RegExp][] = [
  [3, /\bPh\.?D\b|\bdoctorate\b|\bdoctor of (?:philosophy|education)\b|\bD\.?Phil\b|\bEdD\b/i],
  [
    2,
    /\bmaster\b(?!\s+(?:electrician|plumber|chef|craftsman|trainer|data|scheduler))|\bmaster'?s\b|\b(?:MSc|MEng|MBA|MSN|M\.Sc|LLM|MPhil|MPH|MEd|MFA|MPA)\b|\b(?:MA|MS)\b(?= (?:in|of)\b)/i,
  ],
  [
    1,
    /\bbachelor|\b(?:BSc|BEng|BBA|BCom|B\.Sc|B\.S\.|B\.A\.|B\.Eng|BSN|LLB|BFA|BEd)\b|\b(?:BA|BS)\b(?= (?:\(Hons\)|in|of|[A-Z]))|\bdegree in\b/,
  ],
];

/** A line saying a credential is not held yet. */
const NOT_YET =
  /\b(?:pursuing|candidate|working towards|studying (?:for|towards)|in progress|expected|part[- ]qualified|exams? (?:pending|scheduled))\b/i;
/** A part that asks for a credential it need not have yet. */
const MAY_BE_PURSUING = /\b(?:working towards|progress towards|(?:or )?(?:pursuing|studying for)|enrolled in|(?:or )?part[- ]qualified)\b/i;
/** A context part that still states a requirement. */
const CONTEXT_REQUIREMENT = /\b(?:required|must|essential|mandatory)\b/i;

const byName = new Map(CREDENTIALS.map((c) => [c.name, c]));
const familyIdByName = new Map(FAMILIES.map((f) => [f.name, f.id]));
// A family id that is not the catalogue's would never match a candidate: fail loudly, as the catalogue does.
for (const c of CREDENTIALS)
  for (const id of c.families) if (!FAMILIES.some((f) => f.id === id)) throw new Error(`credentials: family "${id}" of ${c.name}`);

/** One requirement: a credential, or alternatives any of which meets it ("MSN or MBA"). */
interface Requirement {
  names: string[];
}

const requirementName = (r: Requirement) => r.names.join(" or ");

/** The credentials one part names, in order, alternatives grouped. */
function requirementsIn(text: string): Requirement[] {
  const found: { credential: Credential; index: number; end: number }[] = [];
  for (const credential of CREDENTIALS) {
    const m = credential.asked.exec(text);
    if (m) found.push({ credential, index: m.index, end: m.index + m[0].length });
  }
  // A specific degree (BSN) is what a part's generic words ("Bachelor's degree in Nursing") name.
  const specificDegree = found.some((f) => f.credential.families.length === 0 && !f.credential.generic);
  const named = found
    .filter((f) => !(f.credential.generic && specificDegree))
    .filter((f, i, all) => !all.some((g, j) => j !== i && g.index <= f.index && g.end >= f.end && g.end - g.index > f.end - f.index))
    .sort((a, b) => a.index - b.index);
  const requirements: Requirement[] = [];
  named.forEach((f, i) => {
    const previous = named[i - 1];
    const joined = previous && /^[^,;]{0,40}?(?:\bor\b|\/)/i.test(text.slice(previous.end, f.index));
    if (joined) requirements.at(-1)!.names.push(f.credential.name);
    else requirements.push({ names: [f.credential.name] });
  });
  return requirements;
}

export interface PostingCredentials {
  required: string[];
  preferred: string[];
}

/** The licences and degrees a posting requires and prefers (see the header), each named once. */
export function credentialsAsked(description: string): PostingCredentials {
  const required: string[] = [];
  const preferred: string[] = [];
  forEachRequirementPart(description, (mode, text) => {
    if (mode === "context" && !CONTEXT_REQUIREMENT.test(text)) return;
    const target = mode === "preferred" || MAY_BE_PURSUING.test(text) ? preferred : required;
    for (const requirement of requirementsIn(text)) {
      const name = requirementName(requirement);
      if (!target.includes(name)) target.push(name);
    }
  });
  return { required, preferred: preferred.filter((name) => !required.includes(name)) };
}

/** The highest degree level a resume shows (0 for none), on lines that do not say it is not held yet. */
function degreeLevelOf(lines: string[]): number {
  let best = 0;
  for (const [level, pattern] of DEGREE_LEVELS) if (level > best && lines.some((l) => pattern.test(l))) best = level;
  return best;
}

/** Whether a resume shows one credential (see the header). */
function shows(credential: Credential, lines: string[], degreeLevel: number): boolean {
  if (credential.degreeLevel) return degreeLevel >= credential.degreeLevel;
  const pattern = credential.shown ?? credential.asked;
  return lines.some((line) => pattern.test(line));
}

/** The asked credentials (names as credentialsAsked gives them) the resume shows. */
export function credentialsHeld(resumeText: string, asked: string[]): string[] {
  const lines = resumeText.split(/\r?\n/).filter((line) => !NOT_YET.test(line));
  const degreeLevel = degreeLevelOf(lines);
  return asked.filter((name) =>
    name.split(" or ").some((one) => {
      const credential = byName.get(one);
      return !!credential && shows(credential, lines, degreeLevel);
    }),
  );
}

/** What the advice says of a requirement: "an active RN licence", "an MSN or an MBA". */
export function credentialNoun(name: string): string {
  return name
    .split(" or ")
    .map((one) => byName.get(one)?.noun ?? one)
    .join(" or ");
}

/** Where a requirement's evidence goes ("add it under Certifications with its state and number"). */
export function credentialEvidence(name: string): string {
  return byName.get(name.split(" or ")[0]!)?.evidence ?? CERTIFICATIONS;
}

/**
 * Whether a requirement may be advised to a candidate of `family` (the family's name, null when unknown): a licence only within the
 * families whose work it licenses, so a nurse is never told to get a CDL; a degree to anyone.
 */
export function credentialFitsFamily(name: string, family: string | null): boolean {
  const familyId = family ? familyIdByName.get(family) : undefined;
  if (!familyId) return true;
  return name.split(" or ").some((one) => {
    const families = byName.get(one)?.families ?? [];
    return families.length === 0 || families.includes(familyId);
  });
}

/** The skills the vocabulary reads for these requirements ("Registered Nurse" for the RN licence): the match counts
 * a credential once, by its own rule, so they leave the skills lists. */
export function credentialSkills(names: string[]): Set<string> {
  const skills = new Set<string>();
  for (const name of names)
    for (const one of name.split(" or ")) {
      const skill = byName.get(one)?.skill;
      if (skill) skills.add(skill);
    }
  return skills;
}
