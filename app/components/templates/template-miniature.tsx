// The real template component rendering SAMPLE_PORTFOLIO, as the gallery's thumbnails show it. Its own module, with
// all five templates, so that the gallery loads it only when it renders a thumbnail in the browser
// (template-bits.tsx: a hydrated page keeps the server's HTML and loads none of it).
import type { TemplateId } from "~/schemas/portfolio-catalogue";
import { SAMPLE_PORTFOLIO } from "~/schemas/portfolio-model";
import { TEMPLATE_COMPONENTS, ThumbnailRender } from "~/components/portfolio-templates";

export function TemplateMiniature({ templateId }: { templateId: TemplateId }) {
  const Template = TEMPLATE_COMPONENTS[templateId];
  return (
    <ThumbnailRender.Provider value={true}>
      <Template data={SAMPLE_PORTFOLIO} preview />
    </ThumbnailRender.Provider>
  );
}
