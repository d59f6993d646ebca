import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets the end-to-end server build beside a running `npm start` without overwriting it.
  buildDirectory: process.env.BUILD_DIR || "build",
} satisfies Config;
