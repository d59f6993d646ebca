// The only JavaScript of the pages sent without the React Router client runtime (app/lib/hydration.ts): the
// signed-out landing page and /signin's first step (the public 404 is the portfolio's, with its own script).
// Inlined by the server (a few KB at most); compiled by scripts/vite-inline-script.ts, never imported. Without it
// everything still works as plain HTML: links navigate, forms post to their route's action, the server-rendered
// toast stays until the next page.
//
// Hooks: [data-toasts] (the toast region of app/components/ui/toast.tsx) with its [data-toast] cards and their
// [data-toast-dismiss] buttons; [data-password-toggle] (PasswordField in app/components/ui/fields.tsx);
// [data-fetch-forms] (/signin's first step, app/routes/signin.tsx): its forms post with fetch so a failed post keeps
// the page (issue 14), with the messages of its data-failures (JSON, by intent), data-offline, data-timed-out after
// data-timeout ms, shown as a clone of its <template data-toast-template="error">; [data-browser-time-zone] (a hidden
// field of /signin's forms): the browser's time zone, filled as its form is submitted (issue 31), which the browser
// also remembers in its cookie (a Google sign-in, which posts no form, takes it from there).

import { browserTimeZone, rememberTimeZone } from "~/lib/time-zone";
import { TOAST_DURATION_MS } from "~/lib/toast-timing";

(() => {
  document.documentElement.setAttribute("data-js", "");
  rememberTimeZone("UTC");

  // Toasts: each server-rendered card leaves after its type's time, or when its dismiss button is pressed.
  const region = document.querySelector<HTMLElement>("[data-toasts]");
  const remove = (card: Element) => {
    card.remove();
    if (region && !region.querySelector("[data-toast]") && region.matches(":popover-open")) region.hidePopover();
  };
  const schedule = (card: HTMLElement) => {
    const type = card.dataset.toast as keyof typeof TOAST_DURATION_MS;
    setTimeout(() => remove(card), TOAST_DURATION_MS[type] ?? TOAST_DURATION_MS.info);
  };
  region?.querySelectorAll<HTMLElement>("[data-toast]").forEach(schedule);

  const show = (message: string) => {
    const template = document.querySelector<HTMLTemplateElement>('template[data-toast-template="error"]');
    const card = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
    const text = card?.querySelector("[data-toast-message]");
    if (!region || !card || !text) return;
    text.textContent = message;
    region.insertBefore(card, region.firstChild);
    schedule(card);
  };

  // The answer for the same step (a wrong password, a validation error, the rate limit) replaces the page's <main>
  // and brings its toast, as the plain post's page would; focus stays on the field or button that had it.
  const swap = (main: Element, answer: Document) => {
    const focused = document.activeElement?.id;
    document.querySelector("main")?.replaceWith(document.adoptNode(main));
    answer.querySelectorAll<HTMLElement>("[data-toasts] [data-toast]").forEach((card) => {
      region?.insertBefore(document.adoptNode(card), region.firstChild);
      schedule(card);
    });
    (focused ? document.getElementById(focused) : null)?.focus();
  };

  const send = async (form: HTMLFormElement, submitter: HTMLButtonElement | null, scope: HTMLElement, message: string) => {
    const body = new FormData(form, submitter);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, Number(scope.dataset.timeout) || 30_000);
    let leaving = false;
    form.setAttribute("aria-busy", "true");
    if (submitter) submitter.disabled = true;
    try {
      // Posted once: a sign-in is rate-limited, so nothing here ever sends it again.
      const response = await fetch(form.action, { method: "POST", body, redirect: "manual", signal: controller.signal });
      // Signed in: the answer redirects (its cookies are set) and /signin sends a signed-in visitor on to their page.
      if (response.type === "opaqueredirect") {
        leaving = true;
        location.assign(form.action);
        return;
      }
      const html = response.status < 500 && response.headers.get("Content-Type")?.includes("text/html") ? await response.text() : "";
      const answer = new DOMParser().parseFromString(html, "text/html");
      const main = answer.querySelector("main");
      // Anything but this page's own answer (a 5xx, a captive portal, an empty body) is a failure.
      if (!main?.querySelector("[data-fetch-forms]")) throw new Error("unreadable answer");
      swap(main, answer);
    } catch {
      show(timedOut ? scope.dataset.timedOut || message : message);
    } finally {
      clearTimeout(timer);
      if (!leaving) {
        form.removeAttribute("aria-busy");
        if (submitter) submitter.disabled = false;
      }
    }
  };

  document.addEventListener("submit", (event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    for (const field of form?.querySelectorAll<HTMLInputElement>("input[data-browser-time-zone]") ?? [])
      field.value = browserTimeZone() ?? "";
    const scope = form?.closest<HTMLElement>("[data-fetch-forms]");
    if (!form || !scope || event.defaultPrevented) return;
    const submitter = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
    const intent = submitter?.name === "intent" ? submitter.value : "";
    const message = (JSON.parse(scope.dataset.failures || "{}") as Record<string, string>)[intent];
    if (!message) {
      // "Sign up", "Forgot password?": a plain post answers the next step with the full app; offline it would
      // leave the page for the browser's error page.
      if (navigator.onLine === false) {
        event.preventDefault();
        show(scope.dataset.offline ?? "");
      }
      return;
    }
    event.preventDefault();
    if (form.getAttribute("aria-busy") !== "true") void send(form, submitter, scope, message);
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
