// The bundled catalogue of the five portfolio templates (spec part 1 section 3). The gallery, the preview, the
// API (GET /api/templates[/:id]) and the deploy checks all read this one list.

export const TEMPLATE_IDS = [
  "modern-professional",
  "minimal-clean",
  "creative-gradient",
  "terminal-developer-focused",
  "executive-suite",
] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export type TemplateCategory = "modern" | "minimal" | "creative" | "developer" | "professional";

export interface TemplateInfo {
  templateId: TemplateId;
  name: string;
  description: string;
  /** One paragraph for the preview's "About This Template" panel. */
  about: string;
  category: TemplateCategory;
  features: string[];
  sections: string[];
  isPremium: boolean;
  featured: boolean;
  /** Hex colours of the palette, shown as swatches. */
  colors: string[];
  tags: string[];
  author: string;
  downloads: number;
  rating: number;
  views: number;
  responsive: boolean;
  exportFormats: string[];
  createdAt: string;
  updatedAt: string;
  lastUpdated: string;
}

/** The preview's "Sections Included" default list. */
export const DEFAULT_SECTIONS = [
  "Hero with Contact Info",
  "Skills & Expertise",
  "Professional Experience",
  "Featured Projects",
  "Education",
  "Contact Footer",
];

const created = "2026-01-15T00:00:00.000Z";
const updated = "2026-10-01T00:00:00.000Z";

/** Every section a template can show, in page order. */
const ALL_SECTIONS = ["Hero", "Skills", "Experience", "Projects", "Education", "Certifications", "Contact"];

/** Each template's name, category, whether it is premium, and its gallery figures. */
const FACTS: Record<
  TemplateId,
  [name: string, category: TemplateCategory, isPremium: boolean, downloads: number, rating: number, views: number]
> = {
  "modern-professional": ["Modern Professional", "modern", false, 12840, 4.9, 48210],
  "minimal-clean": ["Minimal Clean", "minimal", false, 9730, 4.8, 35120],
  "creative-gradient": ["Creative Gradient", "creative", true, 8420, 4.9, 41830],
  "terminal-developer-focused": ["Terminal Developer Focused", "developer", false, 11260, 4.8, 39940],
  "executive-suite": ["Executive Professional Suite", "professional", true, 7315, 4.7, 28760],
};

/** The gallery card's line, in TEMPLATE_IDS order. */
const DESCRIPTIONS = [
  "A clean, confident layout with a bold header, skill chips and a timeline of your experience.",
  "A white, typographic page that lets your words do the work. Nothing extra, nothing missing.",
  "Vivid gradients, playful cards and bold headlines for designers and creative minds.",
  "A command-line look for engineers: commit-log experience, repositories and a blinking cursor.",
  "A refined, serif-accented layout for leaders: core competencies, key initiatives and credentials.",
];

/** The preview's "About This Template" paragraph, in TEMPLATE_IDS order. */
const ABOUT = [
  "Modern Professional balances whitespace and strong typography so recruiters find what matters in seconds. A bold indigo header introduces you, followed by your skills, a clear experience timeline and project cards.",
  "Minimal Clean is a quiet, text-first design on a white page. Generous margins, a single accent colour and careful hierarchy make it ideal for writers, researchers and anyone who prefers substance over decoration.",
  "Creative Gradient is made to be remembered: a vibrant hero, colourful skill cards, a journey timeline and showcase cards for your work. It closes with an invitation to start a conversation.",
  "Terminal Developer Focused speaks the language of engineers. Your profile appears as a terminal session: experience as a commit log, projects as repositories and a contact form that EXECUTEs your message.",
  "Executive Professional Suite presents senior careers with restraint and authority: a formal header, core competencies, a detailed professional experience section, key projects and initiatives, and two-column education and certifications.",
];

/** The preview's feature list, in TEMPLATE_IDS order. */
const FEATURES = [
  ["Bold hero header with photo", "Experience timeline", "Project cards with live and code links", "Print-ready resume layout"],
  ["Typography-first white page", "Single accent colour", "Fast and lightweight", "Print-ready resume layout"],
  ["Vibrant gradient hero", "Colourful skill cards", "Showcase project cards", "'Let's Connect' contact modal"],
  ["Terminal look with blinking cursor", "Commit-log experience", "Repositories listing", "Monospace, high-contrast design"],
  ["Formal header with photo or initials", "Core competencies grid", "Two-column education and certifications", "Long-form dates"],
];

/** Each palette's hex colours (shown as swatches) and the search tags, in TEMPLATE_IDS order. */
const LOOKS: Array<[colors: string[], tags: string[]]> = [
  [
    ["#4f46e5", "#0f172a", "#f8fafc", "#06b6d4"],
    ["modern", "corporate", "timeline"],
  ],
  [
    ["#111827", "#ffffff", "#6b7280", "#059669"],
    ["minimal", "white", "typography"],
  ],
  [
    ["#7c3aed", "#db2777", "#f59e0b", "#0ea5e9"],
    ["creative", "gradient", "colorful"],
  ],
  [
    ["#0d1117", "#22c55e", "#38bdf8", "#e5e7eb"],
    ["developer", "terminal", "dark"],
  ],
  [
    ["#1e293b", "#b45309", "#f8fafc", "#334155"],
    ["executive", "leadership", "elegant"],
  ],
];

/** Every bundled template is featured, by Vitrine Studio, responsive, exported as HTML and PDF. */
export const TEMPLATES: readonly TemplateInfo[] = TEMPLATE_IDS.map((templateId, i) => {
  const [name, category, isPremium, downloads, rating, views] = FACTS[templateId];
  const [colors, tags] = LOOKS[i]!;
  return {
    templateId,
    name,
    description: DESCRIPTIONS[i]!,
    about: ABOUT[i]!,
    category,
    features: FEATURES[i]!,
    // Minimal Clean has no Certifications section, by design.
    sections: ALL_SECTIONS.filter((section) => templateId !== "minimal-clean" || section !== "Certifications"),
    isPremium,
    featured: true,
    colors,
    tags,
    author: "Vitrine Studio",
    downloads,
    rating,
    views,
    responsive: true,
    exportFormats: ["HTML", "PDF"],
    createdAt: created,
    updatedAt: updated,
    lastUpdated: updated,
  };
});

/** The gallery's category tabs. The Professional tab also lists the "modern" category. */
export const TEMPLATE_TABS = [
  { key: "all", label: "All Templates", categories: null },
  { key: "minimal", label: "Minimal", categories: ["minimal"] },
  { key: "creative", label: "Creative", categories: ["creative"] },
  { key: "professional", label: "Professional", categories: ["professional", "modern"] },
  { key: "developer", label: "Developer", categories: ["developer"] },
] as const satisfies ReadonlyArray<{ key: string; label: string; categories: readonly TemplateCategory[] | null }>;

export const TEMPLATE_ID_PATTERN = /^[a-z0-9-]+$/;

export const TEMPLATE_MESSAGES = {
  invalidFormat: "Invalid template ID format. Template IDs can only contain lowercase letters, numbers, and hyphens.",
  notAvailable: (id: string) => `Template "${id}" is not available. Please check the template ID.`,
  notFound: (id: string) => `Template not found with ID: ${id}`,
  notFoundInDatabase: (id: string) => `Template "${id}" not found in database`,
  selectedGallery: "Template selected and saved successfully!",
  selectedPreview: "Template selected successfully!",
  saveFailed: "Failed to save template selection. Please try again.",
  selectFailed: "Failed to select template. Please try again.",
  loadFailed: "Failed to load templates. Please try again.",
  componentNotFound: "Template component not found for ID",
} as const;

export function isTemplateId(id: unknown): id is TemplateId {
  return typeof id === "string" && (TEMPLATE_IDS as readonly string[]).includes(id);
}

export function findTemplate(id: string | null | undefined): TemplateInfo | undefined {
  return TEMPLATES.find((t) => t.templateId === id);
}
