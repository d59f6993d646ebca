// The /settings contract, shared by the route, its server module and the settings components: the URL state
// (tab, section in edit, open dialog) and the action's intents. Tabs, edit mode and dialogs live in the query
// string so they work without JavaScript.

const TABS = ["profile", "account"] as const;
export type Tab = (typeof TABS)[number];
const SECTIONS = ["personal", "resume"] as const;
export type Section = (typeof SECTIONS)[number];
const DIALOGS = ["username", "password", "deactivate", "delete"] as const;
type Dialog = (typeof DIALOGS)[number];
/** `delete-code` emails the code that confirms `delete` for accounts without a password. */
export const INTENTS = ["personal", "resume", "username", "password", "deactivate", "delete", "delete-code", "email"] as const;
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

/** A failed settings save as the page sees it: the HTTP status (0 when no answer came) and what the server said. */
export interface SettingsFailure {
  httpStatus: number;
  /** True when the request never got an answer (offline, network error). */
  network?: boolean;
  message?: string;
  /** The server's validation messages, if any. */
  errors?: string[];
}

const SETTINGS_FAILURES = {
  sessionExpired: "Session expired. Please log in again.",
  forbidden: "You do not have permission to perform this action.",
  userNotFound: "User not found. Please refresh the page.",
  serverError: "Server error. Please try again later.",
  network: "Network error. Please check your connection.",
  invalid: "Invalid data provided.",
  personal: "Failed to save personal information. Please try again.",
  resume: "Failed to save resume information. Please try again.",
  usernameInvalid: "Invalid username provided.",
  usernameTaken: "Username already taken. Please choose a different username.",
  username: "Failed to change username. Please try again.",
  passwordInvalid: "Invalid password data provided.",
  passwordIncorrect: "Current password is incorrect.",
  passwordForbidden: "You do not have permission to change password.",
  password: "Failed to change password. Please try again.",
  deactivate: "Failed to deactivate account. Please try again.",
  delete: "Failed to delete account. Please try again.",
  deleteCode: "Failed to send the code. Please try again.",
} as const;

/** 400: the joined validation messages, else the server's message, else the form's own fallback. */
function invalidMessage(failure: SettingsFailure, fallback: string) {
  return failure.errors?.length ? failure.errors.join(", ") : failure.message || fallback;
}

/** The message of a failed settings form by status (spec part 2 section 8 "Settings", "Username/Password change"). */
export function settingsFailureMessage(intent: Intent, failure: SettingsFailure): string {
  const { httpStatus: status } = failure;
  switch (intent) {
    case "username":
      if (status === 400) return invalidMessage(failure, SETTINGS_FAILURES.usernameInvalid);
      if (status === 409) return SETTINGS_FAILURES.usernameTaken;
      if (status === 401) return SETTINGS_FAILURES.sessionExpired;
      return SETTINGS_FAILURES.username;
    case "password":
      if (status === 400) return invalidMessage(failure, SETTINGS_FAILURES.passwordInvalid);
      if (status === 401) return SETTINGS_FAILURES.passwordIncorrect;
      if (status === 403) return SETTINGS_FAILURES.passwordForbidden;
      return SETTINGS_FAILURES.password;
    case "deactivate":
      return failure.network || status >= 500 || !failure.message ? SETTINGS_FAILURES.deactivate : failure.message;
    case "delete":
    case "delete-code": {
      const fallback = intent === "delete" ? SETTINGS_FAILURES.delete : SETTINGS_FAILURES.deleteCode;
      return failure.network || status >= 500 || !failure.message ? fallback : failure.message;
    }
    default:
      if (failure.network) return SETTINGS_FAILURES.network;
      if (status === 400) return invalidMessage(failure, SETTINGS_FAILURES.invalid);
      if (status === 401) return SETTINGS_FAILURES.sessionExpired;
      if (status === 403) return SETTINGS_FAILURES.forbidden;
      if (status === 404) return SETTINGS_FAILURES.userNotFound;
      if (status >= 500) return SETTINGS_FAILURES.serverError;
      return failure.message || (intent === "resume" ? SETTINGS_FAILURES.resume : SETTINGS_FAILURES.personal);
  }
}
