// Months as the profile, the portfolio and the resume show them ("Apr 2023"). Its own module (dates.ts re-exports
// it), so a page that shows only months does not carry the relative-time formatting with it.

const MONTHS_SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const MONTHS_LONG = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "2023-04" → "Apr 2023" (or "April 2023" with `long`). Full ISO dates work too. An empty date shows nothing;
 * an unparsable one is shown raw. Parsed by hand, never through Date, so no time zone can shift the month.
 */
export function formatMonth(value: string | null | undefined, long = false): string {
  const raw = (value ?? "").trim();
  if (!raw) return "";
  const match = raw.match(/^(\d{4})-(\d{1,2})(?:-\d{1,2}(?:[T ].*)?)?$/);
  if (!match) return raw;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return raw;
  return `${(long ? MONTHS_LONG : MONTHS_SHORT)[month - 1]} ${match[1]}`;
}
