// One-shot toasts carried across a redirect in React Router's signed cookie session storage; the root loader
// reads (and so clears) it. Signed with the app secret: a forged or tampered cookie reads as "no toast".
import { createCookieSessionStorage, type SessionStorage } from "react-router";

export interface FlashToast {
  type: "success" | "error" | "info";
  message: string;
  /** Overrides the type's default display time (e.g. the settings save toast stays 3 s). */
  durationMs?: number;
}

interface FlashData {
  toast: FlashToast;
}

const storages = new Map<string, SessionStorage<FlashData, FlashData>>();

function flashStorage(secret: string) {
  let storage = storages.get(secret);
  if (!storage) {
    storage = createCookieSessionStorage<FlashData, FlashData>({
      cookie: { name: "vitrine_flash", path: "/", httpOnly: true, secure: true, sameSite: "lax", maxAge: 60, secrets: [`flash:${secret}`] },
    });
    storages.set(secret, storage);
  }
  return storage;
}

type SecretEnv = Pick<Env, "JWT_SECRET">;

/** The Set-Cookie header value that shows `toast` on the next page. */
export async function flashCookie(env: SecretEnv, toast: FlashToast): Promise<string> {
  const storage = flashStorage(env.JWT_SECRET);
  const session = await storage.getSession();
  session.flash("toast", toast);
  return storage.commitSession(session);
}

/** The toast waiting for this request, and the header that clears it (null when there is no flash cookie). */
export async function readFlash(env: SecretEnv, request: Request): Promise<{ toast: FlashToast | null; clear: string | null }> {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("vitrine_flash=")) return { toast: null, clear: null };
  const storage = flashStorage(env.JWT_SECRET);
  const session = await storage.getSession(cookie);
  const toast = session.get("toast");
  const clear = await storage.destroySession(session);
  if (!toast || typeof toast.message !== "string" || !["success", "error", "info"].includes(toast.type)) return { toast: null, clear };
  const durationMs =
    typeof toast.durationMs === "number" && toast.durationMs >= 1000 && toast.durationMs <= 10_000 ? toast.durationMs : undefined;
  return { toast: { type: toast.type, message: toast.message.slice(0, 300), ...(durationMs ? { durationMs } : {}) }, clear };
}
