// LinkedIn's "Get a copy of your data" ZIP to the resume extraction. Only the CSV files that hold profile data
// are inflated, as a stream with a running byte cap (a zip may declare any size: stack notes, item 21); every
// other entry is skipped unread. Columns are read by header name, missing files and columns are empty.
import { concatBytes } from "~/lib/bytes";
import { Unzip, UnzipInflate, type UnzipFile } from "fflate";
import { AppError } from "../errors";
import { type CsvRecord, headerKey, readCsvRecords } from "./csv";
import { type ResumeExtraction, validateExtraction } from "./extraction";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "./import-limits";
import { addSocialLink, httpLink, importDate, splitBullets } from "./import-fields";

/** The export's files Vitrine reads, by their header-style key ("Email Addresses.csv" → "emailaddresses"). */
const FILES = {
  profile: ["First Name", "Last Name", "Headline", "Summary", "Geo Location", "Websites", "Twitter Handles"],
  positions: ["Company Name", "Title", "Description", "Location", "Started On", "Finished On"],
  education: ["School Name", "Start Date", "End Date", "Degree Name", "Notes"],
  skills: ["Name"],
  certifications: ["Name", "Url", "Authority", "Started On", "Finished On"],
  projects: ["Title", "Description", "Url", "Started On", "Finished On"],
  emailaddresses: ["Email Address", "Primary"],
  phonenumbers: ["Number", "Type"],
} as const;
type FileKey = keyof typeof FILES;
/** Any of these makes a ZIP a LinkedIn export (contact files alone do not). */
const PROFILE_FILES: readonly FileKey[] = ["profile", "positions", "education", "skills", "certifications", "projects"];

const fileKeyOf = (path: string): FileKey | null => {
  const name = path.split("/").pop() ?? "";
  if (!/\.csv$/i.test(name)) return null;
  const key = headerKey(name.replace(/\.csv$/i, ""));
  return key in FILES ? (key as FileKey) : null;
};

/** The CSV texts of a LinkedIn export (decoded as UTF-8), within the entry count and inflated byte caps. */
export function readLinkedInZip(
  bytes: Uint8Array,
  limits: { zipEntries: number; inflatedBytes: number } = IMPORT_LIMITS,
): Partial<Record<FileKey, string>> {
  const chunks = new Map<FileKey, Uint8Array[]>();
  const sizes = new Map<FileKey, number>();
  const finished = new Set<FileKey>();
  let entries = 0;
  let inflated = 0;
  let stop: AppError | null = null;
  const unzip = new Unzip((file: UnzipFile) => {
    entries += 1;
    if (entries > limits.zipEntries) stop ??= new AppError(413, IMPORT_MESSAGES.tooManyFiles);
    const key = fileKeyOf(file.name);
    if (stop || !key || chunks.has(key)) return;
    const parts: Uint8Array[] = [];
    chunks.set(key, parts);
    file.ondata = (error, chunk, final) => {
      if (error || stop) return;
      inflated += chunk.length;
      if (inflated > limits.inflatedBytes) {
        stop = new AppError(413, IMPORT_MESSAGES.inflatedTooLarge);
        file.terminate();
        return;
      }
      parts.push(chunk);
      sizes.set(key, (sizes.get(key) ?? 0) + chunk.length);
      if (final) finished.add(key);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    // Fed in small slices: one push inflates all it is given (up to ~1000x its size), so the slice bounds how far
    // past the cap a bomb gets before the loop stops.
    const step = 4 * 1024;
    for (let at = 0; at < bytes.length && !stop; at += step) unzip.push(bytes.subarray(at, at + step), at + step >= bytes.length);
  } catch {
    if (!stop) throw new AppError(400, IMPORT_MESSAGES.badZip);
  }
  if (stop) throw stop;
  const decoder = new TextDecoder("utf-8");
  const out: Partial<Record<FileKey, string>> = {};
  for (const key of finished) out[key] = decoder.decode(concatBytes(chunks.get(key)!, sizes.get(key)!));
  if (!PROFILE_FILES.some((key) => key in out)) throw new AppError(422, IMPORT_MESSAGES.notLinkedIn);
  return out;
}

/** Profile.csv's Websites cell: "[PORTFOLIO:https://jane.dev,PERSONAL:blog.jane.dev]" (the type is optional). */
/**
 * The role in a LinkedIn headline: a headline is a tagline ("Senior Backend Engineer at Stripe | Go, Kafka,
 * Postgres"), not a job title. Its first part (before "|", "·" or "•") without the employer (" at X", " @ X").
 */
export function headlineRole(headline: string): string {
  const first = headline.split(/[|·•]/, 1)[0] ?? "";
  const lower = first.toLowerCase();
  const employerAt = [" at ", " @ "].map((mark) => lower.indexOf(mark)).filter((at) => at > 0);
  const role = employerAt.length > 0 ? first.slice(0, Math.min(...employerAt)) : first;
  return role.trim();
}

export function parseWebsites(cell: string): Array<{ type: string; url: string }> {
  return cell
    .replace(/^\s*\[|\]\s*$/g, "")
    .split(",")
    .map((part) => {
      // The white space before a type is dropped first: a pattern with both "\s*" and a class holding " " before
      // the colon tried every split of a long run of spaces. A type that was only spaces ("  :x") still counts.
      const rest = part.trimStart();
      const match = /^([A-Za-z_ ]*):(?!\/\/)(.+)$/.exec(rest);
      const typed = match && (match[1] !== "" || part.slice(0, part.length - rest.length).endsWith(" ")) ? match : null;
      return typed ? { type: typed[1]!.trim().toLowerCase(), url: typed[2]!.trim() } : { type: "", url: part.trim() };
    })
    .filter((w) => w.url);
}

const records = (files: Partial<Record<FileKey, string>>, key: FileKey): CsvRecord[] =>
  files[key] ? readCsvRecords(files[key], FILES[key], IMPORT_LIMITS.csvRows) : [];

/** The export's CSV texts to the extraction shape (validated); structured data needs no review. */
export function fromLinkedIn(files: Partial<Record<FileKey, string>>): ResumeExtraction {
  const profile = records(files, "profile")[0] ?? (() => "");
  const emails = records(files, "emailaddresses");
  const email = (emails.find((r) => /^yes$/i.test(r("Primary"))) ?? emails[0])?.("Email Address") ?? "";
  const phone = records(files, "phonenumbers").find((r) => r("Number"))?.("Number") ?? "";

  const socialLinks: ResumeExtraction["personalInfo"]["socialLinks"] = {};
  for (const site of parseWebsites(profile("Websites"))) {
    addSocialLink(socialLinks, site.url, site.type, socialLinks.website ? "other" : "website");
  }
  const twitter = profile("Twitter Handles")
    .replace(/[[\]@\s]/g, "")
    .split(",")[0];
  if (twitter && /^\w{1,15}$/.test(twitter)) addSocialLink(socialLinks, `https://x.com/${twitter}`);

  const take = <T>(list: T[]) => list.slice(0, IMPORT_LIMITS.entries);
  return validateExtraction({
    personalInfo: {
      firstName: profile("First Name"),
      lastName: profile("Last Name"),
      email,
      phone,
      location: profile("Geo Location"),
      socialLinks,
    },
    professional: {
      title: headlineRole(profile("Headline")),
      summary: profile("Summary"),
      skills: [
        ...new Set(
          records(files, "skills")
            .map((r) => r("Name"))
            .filter(Boolean),
        ),
      ],
    },
    experience: take(
      records(files, "positions").map((r) => {
        const startDate = importDate(r("Started On"));
        return {
          title: r("Title"),
          company: r("Company Name"),
          location: r("Location"),
          startDate,
          endDate: importDate(r("Finished On")),
          // LinkedIn leaves "Finished On" empty for a current position.
          current: Boolean(startDate) && !r("Finished On"),
          ...splitBullets(r("Description")),
        };
      }),
    ),
    education: take(
      records(files, "education").map((r) => ({
        degree: r("Degree Name"),
        school: r("School Name"),
        location: "",
        startDate: importDate(r("Start Date")),
        endDate: importDate(r("End Date")),
        gpa: "",
        relevantCoursework: [],
      })),
    ),
    projects: take(
      records(files, "projects").map((r) => {
        const url = httpLink(r("Url"));
        const code = /^https?:\/\/(www\.)?(github\.com|gitlab\.com|bitbucket\.org)\//i.test(url);
        const { description, achievements } = splitBullets(r("Description"));
        return {
          title: r("Title"),
          description,
          githubUrl: code ? url : "",
          liveUrl: code ? "" : url,
          highlights: achievements,
          technologies: [],
        };
      }),
    ),
    certifications: take(
      records(files, "certifications").map((r) => ({
        name: r("Name"),
        issuer: r("Authority"),
        issueDate: importDate(r("Started On")),
        expiryDate: importDate(r("Finished On")),
        credentialUrl: httpLink(r("Url")),
      })),
    ),
    review: [],
  });
}
