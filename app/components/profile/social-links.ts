// The social links a profile can list, in the order they are shown and edited, with their labels and examples.
import type { SocialKey } from "~/schemas/profile-rules";

export const SOCIAL_LABELS: Record<SocialKey, string> = {
  linkedin: "LinkedIn",
  github: "GitHub",
  portfolio: "Portfolio",
  twitter: "Twitter / X",
  website: "Website",
  behance: "Behance",
  dribbble: "Dribbble",
  other: "Other link",
};
export const SOCIAL_PLACEHOLDERS: Record<SocialKey, string> = {
  linkedin: "https://linkedin.com/in/your-name",
  github: "https://github.com/your-handle",
  portfolio: "https://your-portfolio.com",
  twitter: "https://x.com/your-handle",
  website: "https://your-site.com",
  behance: "https://behance.net/your-name",
  dribbble: "https://dribbble.com/your-name",
  other: "https://…",
};
export const SOCIAL_ORDER: SocialKey[] = ["linkedin", "github", "portfolio", "twitter", "website", "behance", "dribbble", "other"];
