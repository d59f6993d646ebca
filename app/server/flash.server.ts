// One-shot toasts carried across a redirect in a short-lived cookie; the root loader reads and clears it.
export interface FlashToast {
  type: "success" | "error" | "info";
  message: string;
  /** Overrides the type's default display time (e.g. the settings save toast stays 3 s). */
  durationMs?: number;
}

const FLASH_COOKIE = "vitrine_flash";

export function flashCookie(toast: FlashToast): string {
  return `${FLASH_COOKIE}=${encodeURIComponent(JSON.stringify(toast))}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=60`;
}

export function readFlash(request: Request): { toast: FlashToast | null; clear: string | null } {
  const match = request.headers.get("Cookie")?.match(/(?:^|;\s*)vitrine_flash=([^;]*)/);
  if (!match) return { toast: null, clear: null };
  const clear = `${FLASH_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0`;
  try {
    const parsed = JSON.parse(decodeURIComponent(match[1]!)) as FlashToast;
    if (typeof parsed?.message === "string" && ["success", "error", "info"].includes(parsed.type)) {
      const durationMs =
        typeof parsed.durationMs === "number" && parsed.durationMs >= 1000 && parsed.durationMs <= 10_000 ? parsed.durationMs : undefined;
      return { toast: { type: parsed.type, message: parsed.message.slice(0, 300), ...(durationMs ? { durationMs } : {}) }, clear };
    }
  } catch {
    // ignore a tampered or stale cookie
  }
  return { toast: null, clear };
}
