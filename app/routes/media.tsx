// /media/* (resource route, loader only): public profile photos and preview images in use, streamed from R2 with their
// stored type.
import { serveMedia } from "~/server/media/media.server";
import { getServices } from "~/server/session.server";
import type { Route } from "./+types/media";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  return serveMedia(db, env.FILES, params["*"] ?? "", request);
}
