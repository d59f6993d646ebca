// What several unit tests share: the AppError a call throws, and a portfolio of a user who gave only a name.
import type { PortfolioData } from "~/schemas/portfolio-model";
import { expect } from "vitest";
import { AppError } from "~/server/errors";

/** The AppError `fn` throws (anything else is rethrown; no throw fails the test). */
export function appErrorOf(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}

/** The portfolio of a user who gave only their name: every section empty. */
export function nameOnlyPortfolio(username: string, firstName: string, lastName: string): PortfolioData {
  return {
    username,
    firstName,
    lastName,
    email: "",
    profilePhoto: "",
    personalInfo: { phone: "", location: "", socialLinks: {} },
    professional: { title: "", summary: "", skills: [] },
    experience: [],
    education: [],
    projects: [],
    certifications: [],
  };
}

/** Asserts what `read` answers for each input of a table written as `input -> expected` pairs, one pair a line. */
export function expectReadings<T>(read: (input: string) => T, table: ReadonlyArray<readonly [string, T]>) {
  for (const [input, expected] of table) expect(read(input), JSON.stringify(input)).toEqual(expected);
}
