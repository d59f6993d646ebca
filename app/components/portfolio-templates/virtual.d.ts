declare module "virtual:portfolio-enhance" {
  /** Compiled app/components/portfolio-templates/enhance-script.ts (see scripts/vite-inline-script.ts). */
  const code: string;
  export default code;
  /** `sha256-…` of that text, for the public page's Content-Security-Policy. */
  export const scriptHash: string;
}
