// Every script in the social preview image (issue 35 §1): a portfolio whose owner's name and title are Chinese or
// Arabic is deployed; its preview image is the one drawn with the script fonts from R2 (shaped, in bidi order), and is
// not the image drawn with the glyphs missing (Inter alone: .notdef boxes).
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { findTemplate } from "~/schemas/portfolio-catalogue";
import { renderOgImage } from "~/server/og-image/render.server";
import { portfolioUrl } from "~/server/portfolio/portfolio.server";
import { scriptFacesFor } from "~/server/script-fonts/faces.server";
import { putScriptFonts } from "../fixtures/script-fonts/put";
import { call, client, login, preparePortfolio, registerUser, SAMPLE_PROFILE, uniqueUsername } from "./helpers";

const SAMPLES = [
  { script: "Chinese", firstName: "小明", lastName: "欧阳", title: "高级软件工程师" },
  { script: "Arabic", firstName: "محمد", lastName: "عبد الله", title: "مهندس برمجيات" },
];

async function deployedImage(sample: (typeof SAMPLES)[number]) {
  const c = client();
  const user = await registerUser({ firstName: sample.firstName, lastName: sample.lastName, username: uniqueUsername("og") }, c);
  const { token } = await login(c, user.email, user.password);
  await preparePortfolio(c, token, { profile: { ...SAMPLE_PROFILE, title: sample.title }, template: "modern-professional" });
  const html = (await call(`/portfolio/${user.username}`)).text;
  const url = html.match(/<meta[^>]*property="og:image"[^>]*content="([^"]*)"/)?.[1];
  expect(url, "og:image").toBeTruthy();
  const res = await exports.default.fetch(new Request(`http://localhost${new URL(url!).pathname}`));
  expect(res.status).toBe(200);
  return { username: user.username, png: new Uint8Array(await res.arrayBuffer()) };
}

describe("the preview image in every script", () => {
  beforeAll(() => putScriptFonts(), 60_000);

  for (const sample of SAMPLES) {
    it(`${sample.script}: draws the name and title with real glyphs, not the missing-glyph boxes`, { timeout: 90_000 }, async () => {
      const { username, png } = await deployedImage(sample);
      const input = {
        name: `${sample.firstName} ${sample.lastName}`,
        title: sample.title,
        initials: `${sample.firstName.charAt(0)}${sample.lastName.charAt(0)}`,
        templateId: "modern-professional" as const,
        colors: findTemplate("modern-professional")!.colors,
        photo: null,
        address: portfolioUrl(env.APP_URL, username).replace(/^https?:\/\//, ""),
      };
      const scriptFaces = await scriptFacesFor(env.FILES, `${input.name}${input.title}`);
      expect(scriptFaces.length).toBeGreaterThan(0);
      const missing = renderOgImage(input);
      const drawn = renderOgImage({ ...input, scriptFaces });
      expect(png).toEqual(drawn);
      expect(png).not.toEqual(missing);
    });
  }
});
