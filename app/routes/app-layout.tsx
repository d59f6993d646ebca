import { Outlet } from "react-router";
import type { Route } from "./+types/app-layout";
import { requireAuth } from "~/server/session.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAuth(context, request);
  return null;
}

export default function AppLayout() {
  return <Outlet />;
}
