// The admin dashboard's notification sender (spec part 2 "Admin notification", "5. Admin notification form").
// One parse for the browser (conform) and the /admin1 action: the audience picks the schema. "Specific users"
// and "All users" are validated by sendNotificationSchema (isGlobal for everyone); the three bulk audiences by
// bulkNotificationSchema with the filter the audience stands for. The form's flat fields are mapped onto each
// schema's input shape first, so the field names the errors carry (title, message, actionUrl, userIds) are the
// form's own.
import { z } from "./z";
import { parseWithZod } from "@conform-to/zod/v4";
import { bulkNotificationSchema, sendNotificationSchema } from "./notifications";
import { type Audience, BULK_FILTERS, type RawForm, common, list, text, audienceOf } from "./admin-notification-form-rules";

export * from "./admin-notification-form-rules";

/** The schema for one audience, taking the form's flat values. */
export function notificationFormSchema(audience: Audience) {
  const filters = BULK_FILTERS[audience];
  if (filters) return z.preprocess((raw: RawForm) => ({ ...common(raw), filters }), bulkNotificationSchema);
  return z.preprocess(
    (raw: RawForm) => ({
      ...common(raw),
      isGlobal: audience === "all",
      userIds: audience === "all" ? [] : list(raw.userIds),
      expiresIn: text(raw.expiresIn) ?? "",
    }),
    sendNotificationSchema,
  );
}

/** conform's submission for the sender form (the values are the raw strings; no automatic coercion). */
export function parseNotificationForm(formData: FormData) {
  const audience = audienceOf(formData.get("audience"));
  return { audience, submission: parseWithZod(formData, { schema: notificationFormSchema(audience), disableAutoCoercion: true }) };
}
