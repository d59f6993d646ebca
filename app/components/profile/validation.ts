// The editor's per-section validation with the shared zod schemas (the ones the action and the API use). Its own
// module so that zod loads when the editor is first used, not with the page (use-profile-editor.ts).
import {
  certificationItemSchema,
  educationItemSchema,
  experienceItemSchema,
  personalSchema,
  professionalSchema,
  projectItemSchema,
} from "~/schemas/profile";
import { type Draft, type Errors, isBlankEntry, SECTION_KEYS, type SectionKey } from "./model";

function collect(errors: Errors, prefix: string, issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  for (const issue of issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join(".");
    if (!errors[path]) errors[path] = issue.message;
  }
}

export function validateSection(d: Draft, section: SectionKey): Errors {
  const errors: Errors = {};
  if (section === "personal") {
    const r = personalSchema.safeParse({ phone: d.phone, location: d.location, socialLinks: d.socialLinks });
    if (!r.success) collect(errors, "", r.error.issues);
  } else if (section === "professional") {
    const r = professionalSchema.safeParse({ title: d.title, summary: d.summary, skills: d.skills });
    if (!r.success) collect(errors, "", r.error.issues);
  } else {
    const schema = {
      experience: experienceItemSchema,
      education: educationItemSchema,
      projects: projectItemSchema,
      certifications: certificationItemSchema,
    }[section];
    (d[section] as Array<{ id: string }>).forEach((entry, i) => {
      if (isBlankEntry(entry)) return;
      const r = schema.safeParse(entry);
      if (!r.success) collect(errors, `${section}.${i}`, r.error.issues);
    });
  }
  return errors;
}

/** Every section's errors, by dotted path. */
export function validateAll(d: Draft): Errors {
  return Object.assign({}, ...SECTION_KEYS.map((s) => validateSection(d, s)));
}
