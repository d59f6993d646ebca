// jpeg-js ships no types; the preview image uses only its decoder (app/server/og-image/render.server.ts).
declare module "jpeg-js/lib/decoder.js" {
  interface DecodeOptions {
    useTArray?: boolean;
    formatAsRGBA?: boolean;
    tolerantDecoding?: boolean;
    maxResolutionInMP?: number;
    maxMemoryUsageInMB?: number;
  }
  export default function decode(bytes: Uint8Array, options?: DecodeOptions): { width: number; height: number; data: Uint8Array };
}
