// The /settings contract, shared by the route, its server module and the settings components: the URL state
// (tab, section in edit, open dialog) and the action's intents. Tabs, edit mode and dialogs live in the query
// string so they work without JavaScript.

export const TABS = ["profile", "account"] as const;
export type Tab = (typeof TABS)[number];
export const SECTIONS = ["personal", "resume"] as const;
export type Section = (typeof SECTIONS)[number];
export const DIALOGS = ["username", "password", "deactivate"] as const;
export type Dialog = (typeof DIALOGS)[number];
export const INTENTS = ["personal", "resume", "username", "password", "deactivate"] as const;
export type Intent = (typeof INTENTS)[number];

export interface SettingsView {
  tab: Tab;
  edit: Section | null;
  dialog: Dialog | null;
}

export function readView(search: URLSearchParams): SettingsView {
  const tab = search.get("tab");
  const edit = search.get("edit");
  const dialog = search.get("dialog");
  const openDialog = (DIALOGS as readonly string[]).includes(dialog ?? "") ? (dialog as Dialog) : null;
  const resolvedTab: Tab = openDialog ? "account" : tab === "account" ? "account" : "profile";
  return {
    tab: resolvedTab,
    edit: resolvedTab === "profile" && (SECTIONS as readonly string[]).includes(edit ?? "") ? (edit as Section) : null,
    dialog: openDialog,
  };
}

export function settingsHref(view: Partial<SettingsView>): string {
  const params = new URLSearchParams();
  params.set("tab", view.tab ?? "profile");
  if (view.edit) params.set("edit", view.edit);
  if (view.dialog) params.set("dialog", view.dialog);
  return `/settings?${params}`;
}
