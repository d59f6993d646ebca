declare module "virtual:public-enhance" {
  /** Compiled app/public/enhance-script.ts (see scripts/vite-inline-script.ts). */
  const code: string;
  export default code;
  /** `sha256-…` of that text, for the Content-Security-Policy of the pages sent without the client runtime. */
  export const scriptHash: string;
}
