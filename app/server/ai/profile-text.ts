// The saved profile as resume-like text: what the AI insights read when the user never uploaded a resume, and
// what the match benchmark (tests/match-score/) feeds the engine for each candidate of its labelled set.
import type { ProfileDto } from "~/schemas/profile";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2022-03" as "Mar 2022": the engine counts years from months, so a year within one calendar year is not zero. */
function monthText(date: string): string {
  const month = MONTHS[Number(date.slice(5, 7)) - 1];
  return month ? `${month} ${date.slice(0, 4)}` : date.slice(0, 4);
}

/** The profile as resume-like text, for suggestions when no resume was ever uploaded. */
export function profileAsText(profile: ProfileDto): string {
  const lines = [profile.title, profile.summary, profile.skills.length ? `Skills: ${profile.skills.join(", ")}` : ""];
  if (profile.experience.length) lines.push("Experience");
  for (const e of profile.experience) {
    lines.push(
      `${e.title}, ${e.company} (${monthText(e.startDate)} - ${e.current || !e.endDate ? "Present" : monthText(e.endDate)})`,
      e.description,
      ...e.achievements,
    );
  }
  if (profile.education.length) lines.push("Education");
  for (const e of profile.education) lines.push(`${e.degree}, ${e.school} (${e.startDate.slice(0, 4)} - ${e.endDate.slice(0, 4)})`);
  if (profile.projects.length) lines.push("Projects");
  for (const p of profile.projects) lines.push(`${p.title}: ${p.description}`, p.skills.length ? `Skills: ${p.skills.join(", ")}` : "");
  // Licences live here ("Registered Nurse (RN) License, Texas Board of Nursing"): the match reads them (credentials.ts).
  if (profile.certifications?.length) lines.push("Certifications");
  for (const c of profile.certifications ?? []) lines.push(c.issuer ? `${c.name}, ${c.issuer}` : c.name);
  return lines.filter((l) => l?.trim()).join("\n");
}
