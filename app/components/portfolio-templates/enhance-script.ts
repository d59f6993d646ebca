// The public portfolio page's only JavaScript (inlined by the server, a few KB): it enhances the server-rendered
// contact modal and the Download Resume button. Without it everything still works as plain HTML (the modal is a
// :target overlay whose form posts to the page). Compiled by scripts/vite-inline-script.ts; never imported.
//
// Hooks (see shared.tsx beside this file): [data-contact-open], [data-contact-close], [data-contact-modal],
// form[data-contact-form], [data-contact-sending], [data-contact-direct], [data-print].

import { CONTACT_FIELDS, CONTACT_MESSAGES, type ContactField, contactFormErrors } from "~/schemas/contact-rules";
import { localeDirection, matchBrowserLocale } from "~/schemas/portfolio-locales";

type ToastType = "success" | "error" | "info";

const TOAST_MS: Record<ToastType, number> = { success: 2000, error: 4000, info: 3000 };
const MAX_TOASTS = 20;

(() => {
  document.documentElement.setAttribute("data-js", "");
  speakVisitorsLanguage();
  const modal = document.querySelector<HTMLElement>("[data-contact-modal]");
  const form = modal?.querySelector<HTMLFormElement>("form[data-contact-form]");
  const sending = modal?.querySelector<HTMLElement>("[data-contact-sending]");
  const direct = modal?.querySelector<HTMLElement>("[data-contact-direct]");
  let busy = false;
  // After a refused submit, each edit re-checks so a fixed field's message goes away.
  let checked = false;
  let lastFocus: Element | null = null;

  // The messages in the page's language: the modal carries them as JSON by CONTACT_MESSAGES key
  // (schemas/portfolio-i18n/contact.ts); the rules and the server speak English, so each is looked up by its text.
  const localMessages = readMessages(modal?.dataset.contactMessages) as Partial<Record<string, string>>;
  function local(message: string): string {
    const key = (Object.keys(CONTACT_MESSAGES) as Array<keyof typeof CONTACT_MESSAGES>).find((k) => CONTACT_MESSAGES[k] === message);
    return (key && localMessages[key]) || message;
  }

  // Toasts look like the app's: the server renders their region and one <template> per type (ScriptedToastRegion
  // in app/components/ui/toast.tsx); a toast is a clone with its message filled in.
  const region = document.querySelector<HTMLElement>("[data-toast-region]");
  function toast(type: ToastType, message: string) {
    const item = document
      .querySelector<HTMLTemplateElement>(`template[data-toast-template="${type}"]`)
      ?.content.firstElementChild?.cloneNode(true);
    if (!region || !(item instanceof HTMLElement)) return;
    const text = item.querySelector("[data-toast-message]");
    if (text) text.textContent = message;
    region.insertBefore(item, region.firstChild); // newest first
    while (region.children.length > MAX_TOASTS) region.lastElementChild?.remove();
    setTimeout(() => item.remove(), TOAST_MS[type]);
  }
  region?.addEventListener("click", (event) => {
    const dismiss = event.target instanceof Element ? event.target.closest("[data-toast-dismiss]") : null;
    dismiss?.closest("[data-toast]")?.remove();
  });

  function setBusy(value: boolean) {
    busy = value;
    if (!modal || !form) return;
    form.querySelector("fieldset")?.toggleAttribute("disabled", value);
    modal.querySelectorAll<HTMLElement>("[data-contact-close]").forEach((el) => {
      el.toggleAttribute("aria-disabled", value);
    });
    if (sending) sending.hidden = !value;
    if (direct) direct.hidden = value;
  }

  function open() {
    if (!modal) return;
    lastFocus = document.activeElement;
    modal.setAttribute("data-open", "");
    modal.querySelector<HTMLInputElement>("input[name=name]")?.focus();
  }

  function close() {
    if (!modal || busy) return;
    modal.removeAttribute("data-open");
    modal.querySelector("[role=alert]")?.remove();
    form?.reset();
    checked = false;
    form?.querySelectorAll<HTMLElement>("[data-contact-error]").forEach((note) => {
      note.hidden = true;
    });
    form?.querySelectorAll("[aria-invalid]").forEach((input) => {
      input.removeAttribute("aria-invalid");
    });
    form?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input[name=name],input[name=email],textarea").forEach((el) => {
      el.value = "";
    });
    if (location.hash === `#${modal.id}`) history.replaceState(null, "", location.pathname + location.search);
    if (lastFocus instanceof HTMLElement) lastFocus.focus();
  }

  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (target.closest("[data-contact-open]")) {
      event.preventDefault();
      open();
    } else if (target.closest("[data-contact-close]")) {
      event.preventDefault();
      close();
    } else if (target.closest("[data-print]")) {
      event.preventDefault();
      window.print();
    }
  });

  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && modal?.hasAttribute("data-open")) close();
  });

  // Arriving on /portfolio/x#contact (or a no-JS error render) opens the enhanced modal.
  if (modal && location.hash === `#${modal.id}`) open();

  /** Shows each field's problem (the server's own rules, app/schemas/contact-rules.ts); true when all are fine. */
  function validate(fields: FormData, focus: boolean): boolean {
    const values = { name: "", email: "", message: "" };
    for (const field of CONTACT_FIELDS) values[field] = String(fields.get(field) ?? "");
    const errors = contactFormErrors(values);
    let first: HTMLElement | null = null;
    for (const field of CONTACT_FIELDS) {
      const input = form?.querySelector<HTMLElement>(`[name=${field}]`);
      const note = form?.querySelector<HTMLElement>(`[data-contact-error=${field}]`);
      const found = errors[field as ContactField];
      const message = found && local(found);
      if (note) {
        note.textContent = message ?? "";
        note.hidden = !message;
      }
      if (message) input?.setAttribute("aria-invalid", "true");
      else input?.removeAttribute("aria-invalid");
      if (message && !first) first = input ?? null;
    }
    if (focus) first?.focus();
    return !first;
  }

  form?.addEventListener("input", () => {
    if (checked && form) validate(new FormData(form), false);
  });

  form?.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (busy) return;
    const fields = new FormData(form);
    const value = (name: string) => String(fields.get(name) ?? "");
    checked = true;
    if (!validate(fields, true)) return;
    setBusy(true);
    try {
      const response = await fetch("/api/email/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          portfolioContactData: {
            name: value("name"),
            email: value("email"),
            message: value("message"),
            ownerDetail: value("ownerDetail"),
            website: value("website"),
          },
        }),
      });
      const body = (await response.json().catch(() => null)) as { success?: boolean; message?: string } | null;
      setBusy(false);
      if (response.ok && body?.success) {
        toast("success", local(body.message || CONTACT_MESSAGES.sent));
        close();
      } else if (response.status === 400 && body?.message) {
        // The server's one schema decides what is missing or malformed; the spec shows those as information.
        toast("info", local(body.message));
      } else {
        toast("error", local(body?.message || CONTACT_MESSAGES.failed));
      }
    } catch (error) {
      console.error("Contact form failed", error);
      setBusy(false);
      toast("error", local(CONTACT_MESSAGES.networkError));
    }
  });
})();

/** A `data-*` JSON object (the modal's messages, the missing page's words); nothing (English) when absent or malformed. */
function readMessages(json: string | undefined): Partial<Record<string, unknown>> {
  try {
    const parsed: unknown = json ? JSON.parse(json) : null;
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * A missing portfolio's page is sent in English (one edge-cached copy per address); its words in every language ride
 * on `data-not-found-words`, and this writes them, and the document's lang and dir, in the browser's language.
 */
function speakVisitorsLanguage() {
  const main = document.querySelector<HTMLElement>("[data-not-found-words]");
  const all = readMessages(main?.dataset.notFoundWords) as Record<string, Record<string, string> | undefined>;
  const locale = matchBrowserLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
  const words = all[locale];
  if (!main || !words || locale === "en") return;
  for (const element of main.querySelectorAll<HTMLElement>("[data-word]")) {
    const text = words[element.dataset.word ?? ""];
    if (text) element.textContent = text;
  }
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDirection(locale);
}
