// The candidates and postings of issue 33's cover-letter tests (tests/unit/kit-cover-letter.test.ts,
// tests/api/kit-cover-letter.test.ts): four lines of work, each a profile as PUT /profiles/me takes it, the
// candidate's name and a posting as POST /jobs takes it. The data is fixtures/kit/letter-cases.json.

export interface LetterCase {
  name: string;
  user: { firstName: string; lastName: string; email: string };
  profile: Record<string, unknown>;
  job: { title: string; company: string; description: string; recruiterName?: string };
  /** The posting's requirements the profile answers (the letter cites two or three of them), in the posting's words. */
  answers: string[];
}

import cases from "./fixtures/kit/letter-cases.json";

export const NURSE: LetterCase = cases.NURSE;
export const GO_ENGINEER: LetterCase = cases.GO_ENGINEER;
export const ACCOUNTANT: LetterCase = cases.ACCOUNTANT;
export const TEACHER: LetterCase = cases.TEACHER;

export const LETTER_CASES = [NURSE, GO_ENGINEER, ACCOUNTANT, TEACHER];
