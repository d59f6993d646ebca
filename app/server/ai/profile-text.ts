// The saved profile as resume-like text: what the AI insights read when the user never uploaded a resume, and
// what the match benchmark (tests/match-score/) feeds the engine for each candidate of its labelled set.
import type { ProfileDto } from "~/schemas/profile";

/** The profile as resume-like text, for suggestions when no resume was ever uploaded. */
export function profileAsText(profile: ProfileDto): string {
  const lines = [profile.title, profile.summary, profile.skills.length ? `Skills: ${profile.skills.join(", ")}` : ""];
  if (profile.experience.length) lines.push("Experience");
  for (const e of profile.experience) {
    lines.push(
      `${e.title}, ${e.company} (${e.startDate.slice(0, 4)} - ${e.current || !e.endDate ? "Present" : e.endDate.slice(0, 4)})`,
      e.description,
      ...e.achievements,
    );
  }
  if (profile.education.length) lines.push("Education");
  for (const e of profile.education) lines.push(`${e.degree}, ${e.school} (${e.startDate.slice(0, 4)} - ${e.endDate.slice(0, 4)})`);
  if (profile.projects.length) lines.push("Projects");
  for (const p of profile.projects) lines.push(`${p.title}: ${p.description}`, p.skills.length ? `Skills: ${p.skills.join(", ")}` : "");
  return lines.filter((l) => l?.trim()).join("\n");
}
