// The tailored resume's answer (issue 33 §1, POST /api/jobs/{id}/tailored-resume): a draft of the saved profile for
// one posting, each thing done to it as a change the user can undo (app/server/kit/tailor-undo.ts), and what the
// posting asks for that the profile does not show, as suggestions (never written into the draft).
import { certificationItemSchema, educationItemSchema, experienceItemSchema, type ProfileDto, projectItemSchema } from "./profile";
import { z } from "./z";

const TAILOR_CHANGE_KINDS = ["skills-order", "bullet-order", "bullet-reworded", "project-order", "project-hidden", "summary"] as const;

/**
 * One thing the tailoring did. `path` points into the profile: "skills", "summary", "projects" (their order),
 * "projects/2" (the profile's third project, hidden: it is not in the draft), "experience/0/achievements" (that
 * job's bullets' order), "experience/0/achievements/1" (a bullet Workers AI reworded: `before` is the profile's
 * text, `after` the draft's). `detail` is the sentence the UI shows.
 */
const tailorChangeSchema = z.object({
  kind: z.enum(TAILOR_CHANGE_KINDS),
  path: z.string(),
  detail: z.string(),
  before: z.string().optional(),
  after: z.string().optional(),
});

export type TailorChange = z.output<typeof tailorChangeSchema>;

/** What tailoring answers (app/server/kit/tailor.ts): the draft, in the profile's shape, and what was done to it. */
export interface TailoredResume {
  resume: ProfileDto;
  changes: TailorChange[];
  suggestions: string[];
}

/** The draft: the profile's own shape (ProfileDto), so every renderer of a profile renders it. */
const tailoredProfileSchema = z.object({
  phone: z.string(),
  location: z.string(),
  website: z.string(),
  socialLinks: z.record(z.string(), z.string()),
  title: z.string(),
  summary: z.string(),
  skills: z.array(z.string()),
  experience: z.array(experienceItemSchema),
  education: z.array(educationItemSchema),
  projects: z.array(projectItemSchema),
  certifications: z.array(certificationItemSchema),
  profilePhoto: z.string(),
  completionPercentage: z.number(),
  version: z.number(),
});

/** `data` of the answer: the draft, its changes, the suggestions, and who wrote it ("workers-ai" when bullets were reworded). */
export const tailoredResumeAnswerSchema = z.object({
  resume: tailoredProfileSchema,
  changes: z.array(tailorChangeSchema),
  suggestions: z.array(z.string()),
  generatedBy: z.enum(["local", "workers-ai"]),
});
