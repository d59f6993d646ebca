// The admin dashboard's notification sender (spec part 2 "Admin notification", "5. Admin notification form").
// One parse for the browser (conform) and the /admin1 action: the audience picks the schema. "Specific users"
// and "All users" are validated by sendNotificationSchema (isGlobal for everyone); the three bulk audiences by
// bulkNotificationSchema with the filter the audience stands for. The form's flat fields are mapped onto each
// schema's input shape first, so the field names the errors carry (title, message, actionUrl, userIds) are the
// form's own.
// The rules and constants without zod (pages import this module; the schemas are in ./admin-notification-form.ts).
import type { BulkNotificationInput, SendNotificationInput } from "./notifications";

export const AUDIENCES = [
  { value: "specific", label: "Specific users", hint: "Pick recipients from the list" },
  { value: "all", label: "All users", hint: "Everyone, including future sign-ups" },
  { value: "deployed", label: "Deployed portfolios", hint: "Active users with a live portfolio" },
  { value: "notDeployed", label: "Not deployed", hint: "Active users without a live portfolio" },
  { value: "incomplete", label: "Profile incomplete", hint: "Active users who haven't finished their profile" },
] as const;

export type Audience = (typeof AUDIENCES)[number]["value"];

export const DEFAULT_AUDIENCE: Audience = "specific";

export const BULK_FILTERS: Partial<Record<Audience, BulkNotificationInput["filters"]>> = {
  deployed: { portfolioDeployed: true },
  notDeployed: { portfolioDeployed: false },
  incomplete: { isProfileCompleted: false },
};

export function isBulkAudience(audience: Audience): boolean {
  return audience in BULK_FILTERS;
}

export function audienceOf(value: unknown): Audience {
  return AUDIENCES.some((a) => a.value === value) ? (value as Audience) : DEFAULT_AUDIENCE;
}

export type RawForm = Record<string, unknown>;

export const text = (value: unknown) => (typeof value === "string" ? value : undefined);

export const list = (value: unknown) => (Array.isArray(value) ? value : typeof value === "string" && value ? [value] : []);

export function common(raw: RawForm) {
  return {
    title: text(raw.title) ?? "",
    message: text(raw.message) ?? "",
    type: text(raw.type) || undefined,
    priority: text(raw.priority) || undefined,
    actionUrl: text(raw.actionUrl) ?? "",
    actionText: text(raw.actionText) ?? "",
  };
}

export type NotificationFormValue =
  | { audience: "specific" | "all"; kind: "send"; input: SendNotificationInput }
  | { audience: "deployed" | "notDeployed" | "incomplete"; kind: "bulk"; input: BulkNotificationInput };

/** Field limits shown as counters. */
export const TITLE_MAX = 100;

export const MESSAGE_MAX = 500;

/** The admin dashboard's tabs (/admin1?tab=...). */
export const DASHBOARD_TABS = ["notifications", "users", "analytics"] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** A recipient as the sender's picker shows it. */
export interface RecipientOption {
  id: string;
  name: string;
  username: string;
  email: string;
  status: "active" | "inactive" | "suspended";
}

/** What the /admin1 action's answer carries: the server's message (success or failure), shown in the form. */
export interface SendData {
  message: string;
}
