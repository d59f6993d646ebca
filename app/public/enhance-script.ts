// The only JavaScript of the pages sent without the React Router client runtime (app/lib/hydration.ts): the
// signed-out landing page and /signin's first step (the public 404 is the portfolio's, with its own script).
// Inlined by the server (under 1 KB); compiled by scripts/vite-inline-script.ts, never imported. Without it everything still works as plain HTML: links
// navigate, forms post to their route's action, the server-rendered toast stays until the next page.
//
// Hooks: [data-toasts] (the toast region of app/components/ui/toast.tsx) with its [data-toast] cards and their
// [data-toast-dismiss] buttons; [data-password-toggle] (PasswordField in app/components/ui/fields.tsx).

import { TOAST_DURATION_MS } from "~/lib/toast-timing";

(() => {
  document.documentElement.setAttribute("data-js", "");

  // Toasts: each server-rendered card leaves after its type's time, or when its dismiss button is pressed.
  const region = document.querySelector<HTMLElement>("[data-toasts]");
  const remove = (card: Element) => {
    card.remove();
    if (region && !region.querySelector("[data-toast]") && region.matches(":popover-open")) region.hidePopover();
  };
  region?.querySelectorAll<HTMLElement>("[data-toast]").forEach((card) => {
    const type = card.dataset.toast as keyof typeof TOAST_DURATION_MS;
    setTimeout(() => remove(card), TOAST_DURATION_MS[type] ?? TOAST_DURATION_MS.info);
  });

  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const dismiss = target?.closest("[data-toast-dismiss]");
    const card = dismiss?.closest("[data-toast]");
    if (card) {
      remove(card);
      return;
    }
    // Password show/hide: the button sits next to its field (same wrapper) and says what the next press does.
    const toggle = target?.closest<HTMLButtonElement>("[data-password-toggle]");
    const input = toggle?.parentElement?.querySelector<HTMLInputElement>("input");
    if (!toggle || !input) return;
    const visible = input.type === "password";
    input.type = visible ? "text" : "password";
    toggle.textContent = visible ? "Hide" : "Show";
    toggle.setAttribute("aria-label", visible ? "Hide password" : "Show password");
    toggle.setAttribute("aria-pressed", String(visible));
  });
})();
