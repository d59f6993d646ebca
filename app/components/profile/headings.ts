// What each profile section says about itself: its card heading and, for the three list sections, the noun of
// their entries, the empty state, whether deleting asks first and how a new entry starts. One table, so the
// section components carry only their fields and views.
import { Award, Briefcase, Building2, GraduationCap, type LucideIcon, Rocket, User } from "lucide-react";
import { type Draft, emptyCertification, emptyEducation, emptyExperience, emptyProject, type ListKey, type SectionKey } from "./model";

export const SECTION_HEADINGS: Record<SectionKey, { title: string; subtitle: string; icon: LucideIcon }> = {
  personal: { title: "Personal Information", subtitle: "How employers can reach you", icon: User },
  professional: { title: "Professional Information", subtitle: "Your headline, story and strengths", icon: Briefcase },
  experience: { title: "Work Experience", subtitle: "Roles you've held, most recent first", icon: Building2 },
  education: { title: "Education", subtitle: "Degrees, diplomas and certifications", icon: GraduationCap },
  projects: { title: "Projects", subtitle: "Work you're proud of", icon: Rocket },
  certifications: { title: "Certifications", subtitle: "Licences and credentials you hold", icon: Award },
};

export type ListEntry<K extends ListKey> = Draft[K][number];

export const LIST_SECTIONS: {
  [K in ListKey]: {
    /** Names the entries, their buttons and their delete labels. */
    noun: string;
    empty: { title: string; text: string };
    /** Deleting asks first ("Delete project?"). */
    confirmDelete: boolean;
    create(): ListEntry<K>;
  };
} = {
  experience: {
    noun: "Experience",
    empty: { title: "No work experience yet", text: "Add your jobs, internships and freelance work." },
    confirmDelete: false,
    create: emptyExperience,
  },
  education: {
    noun: "Education",
    empty: { title: "No education added", text: "Add your degrees, schools and certifications." },
    confirmDelete: true,
    create: emptyEducation,
  },
  projects: {
    noun: "Project",
    empty: { title: "No projects yet", text: "Showcase side projects, open source work or case studies." },
    confirmDelete: true,
    create: emptyProject,
  },
  certifications: {
    noun: "Certification",
    empty: { title: "No certifications yet", text: "Add certificates and licences, with a link to verify them." },
    confirmDelete: true,
    create: emptyCertification,
  },
};
