// The application kit's one rule for generated text (issue 33): never invent. A tailored resume, a reworded bullet
// or a cover letter may state only facts the user's own profile (or the posting it answers) holds: every number
// (years, percentages, money, counts, dates) and every name (employers, schools, titles, products, places). A
// Workers AI answer that brings in one of its own is rejected and the local draft is used instead.
//
// What counts as a name: a capitalised word that does not open a sentence, or a run of them ("Acme Robotics",
// "King's College London"), an ALL-CAPS word ("AWS", "CPA"), or a word with an inner capital or digit ("PostgreSQL",
// "K8s"). Ordinary capitalised words (the first word of a sentence, "I", month and day names, a few words letters
// use: "Dear", "Sincerely") are not names. Matching ignores case, accents and punctuation around the word.

/** Words a sentence may capitalise that name nothing. */
const ORDINARY = new Set(
  [
    "i",
    "dear",
    "hello",
    "hi",
    "sincerely",
    "regards",
    "best",
    "kind",
    "yours",
    "thank",
    "thanks",
    "mr",
    "mrs",
    "ms",
    "mx",
    "dr",
    "hiring",
    "manager",
    "team",
    "re",
    "ps",
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
    "present",
    "today",
    "summary",
    "experience",
    "education",
    "skills",
    "projects",
    "certifications",
  ].map((w) => w),
);

/** Lower case, accents removed, every run of non-letters/digits one space: how facts are compared. */
function normalizeForFacts(text: string): string {
  return ` ${text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%$€£+#]+/gu, " ")
    .trim()} `;
}

/** Numbers as written, digits only ("1,200" and "1200" are one number; "40%" is 40). */
function numbersIn(text: string): string[] {
  return [...text.matchAll(/\d[\d,.]*/g)].map((m) => m[0].replace(/[,.]+$/, "").replace(/,/g, ""));
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’&.+#-]*/gu;

function isNameLike(word: string): boolean {
  if (/^\p{Lu}/u.test(word)) return true;
  // "iPhone", "eBay", "K8s", "3M": an inner capital or a digit among letters.
  return /\p{Ll}\p{Lu}/u.test(word) || (/\p{L}/u.test(word) && /\p{N}/u.test(word));
}

/** The names a text states: runs of name-like words (a sentence's first word only when all caps or product-like). */
function namesIn(text: string): string[] {
  const names: string[] = [];
  for (const sentence of text.split(/(?<=[.!?:;\n])\s+|\n+/)) {
    const words = [...sentence.matchAll(WORD)].map((m) => m[0].replace(/[.'’-]+$/, ""));
    let run: string[] = [];
    const flush = () => {
      if (run.length) names.push(run.join(" "));
      run = [];
    };
    words.forEach((word, index) => {
      const ordinary = ORDINARY.has(word.toLowerCase());
      // A sentence's first word is capitalised anyway: a name only when it is all caps or written like a product.
      const opener = index === 0 && !/^\p{Lu}{2,}$/u.test(word) && !/\p{Ll}\p{Lu}|\p{N}/u.test(word);
      if (isNameLike(word) && !ordinary && !opener && !/^\d+$/.test(word)) run.push(word);
      else flush();
    });
    flush();
  }
  return names;
}

/**
 * Numbers written as words ("twelve years", "a hundred patients"): a count is a fact however it is spelled. Not
 * "one" ("one of the requirements", "the one I led") nor "zero": as words they are rarely a count.
 */
const NUMBER_WORDS =
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|dozen)\b/gi;

function numberWordsIn(text: string): string[] {
  return [...text.matchAll(NUMBER_WORDS)].map((m) => m[0].toLowerCase());
}

/** Addresses a text gives (links, emails, bare domains): each must be one the sources give, however it is cased. */
function addressesIn(text: string): string[] {
  // An email starts where a run of its characters starts (the lookbehind): tried inside a long run, it would rescan
  // the run from every position (quadratic).
  return [...text.matchAll(/\b(?:https?:\/\/|www\.)[^\s<>"')\]]+|(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gi)].map((m) =>
    m[0].replace(/[.,;:!?]+$/, "").toLowerCase(),
  );
}

/**
 * The facts of `generated` that none of `sources` holds: numbers (in digits or words), addresses and names, in the
 * order they appear, each once. Empty when the text invents nothing.
 */
export function inventedFacts(generated: string, sources: readonly string[]): string[] {
  const source = normalizeForFacts(sources.join("\n"));
  const sourceNumbers = new Set(sources.flatMap(numbersIn));
  const invented = new Set<string>();
  for (const number of numbersIn(generated)) if (!sourceNumbers.has(number)) invented.add(number);
  const sourceNumberWords = new Set(sources.flatMap(numberWordsIn));
  for (const word of numberWordsIn(generated)) if (!sourceNumberWords.has(word)) invented.add(word);
  const sourceAddresses = sources.join("\n").toLowerCase();
  for (const address of addressesIn(generated)) if (!sourceAddresses.includes(address)) invented.add(address);
  for (const name of namesIn(generated)) {
    // A run is known when the whole run is, or when each of its words is (a title and a company side by side).
    const known = (phrase: string) => source.includes(normalizeForFacts(phrase));
    if (!known(name) && !name.split(" ").every((word) => ORDINARY.has(word.toLowerCase()) || known(word))) invented.add(name);
  }
  return [...invented];
}
