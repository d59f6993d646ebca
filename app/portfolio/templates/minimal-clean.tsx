// Placeholder until this template is designed: renders the Modern Professional layout.
import ModernProfessional from "./modern-professional";
import type { TemplateProps } from "./shared";

export default function Template(props: TemplateProps) {
  return <ModernProfessional {...props} />;
}
