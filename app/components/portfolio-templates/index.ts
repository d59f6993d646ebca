// templateId → component. Every page that renders a portfolio (public page, preview, gallery thumbnails) goes
// through this map, so a template is added in exactly one place (plus its catalogue entry).
import type { ComponentType } from "react";
import { data } from "react-router";
import { TEMPLATE_MESSAGES, type TemplateId } from "~/schemas/portfolio-catalogue";
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

/**
 * The component of a catalogue template. A catalogue entry with no component (a template added to the catalogue
 * but not built yet) is the spec's 'Template component not found for ID' (part 1 section 8 "Template load"):
 * thrown as a 404 whose message the preview's failure screen and toast show.
 */
export function requireTemplateComponent(
  templateId: string,
  components: Partial<Record<string, ComponentType<TemplateProps>>> = TEMPLATE_COMPONENTS,
): ComponentType<TemplateProps> {
  const component = components[templateId];
  if (!component) throw data(`${TEMPLATE_MESSAGES.componentNotFound}: ${templateId}`, { status: 404 });
  return component;
}

export { ThumbnailRender } from "./shared";
export type { TemplateProps, ContactFormState } from "./shared";
