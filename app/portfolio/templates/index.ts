// templateId → component. Every page that renders a portfolio (public page, preview, gallery thumbnails) goes
// through this map, so a template is added in exactly one place (plus its catalogue entry).
import type { ComponentType } from "react";
import type { TemplateId } from "../catalogue";
import CreativeGradient from "./creative-gradient";
import ExecutiveSuite from "./executive-suite";
import MinimalClean from "./minimal-clean";
import ModernProfessional from "./modern-professional";
import type { TemplateProps } from "./shared";
import TerminalDeveloper from "./terminal-developer-focused";

export const TEMPLATE_COMPONENTS: Record<TemplateId, ComponentType<TemplateProps>> = {
  "modern-professional": ModernProfessional,
  "minimal-clean": MinimalClean,
  "creative-gradient": CreativeGradient,
  "terminal-developer-focused": TerminalDeveloper,
  "executive-suite": ExecutiveSuite,
};

export { ThumbnailRender } from "./shared";
export type { TemplateProps, ContactFormState } from "./shared";
