// The visitor contact form's rules as plain functions, with no dependency: the zod schema in ./portfolio.ts
// (server: page action and POST /api/email/contact) and the public page's inline script
// (app/components/portfolio-templates/enhance-script.ts, bundled into a few KB without zod) both run exactly this code.

export const CONTACT_MESSAGES = {
  required: "Please fill in all required fields.",
  email: "Please enter a valid email address.",
  name: "Please enter your name on a single line.",
  sent: "Thank you! Your message has been sent successfully.",
  failed: "Failed to send message. Please try again.",
  networkError: "An error occurred while sending your message. Please try again later.",
  notFound: "Portfolio not found",
  tooMany: "Too many messages. Please try again later.",
  tooLong: "Your message is too long. Please keep it under 10,000 characters.",
  fieldTooLong: "Please keep your name and email under 200 characters.",
} as const;

/** Field bounds, checked before anything is stored or sent (issue 12 §3). */
const CONTACT_FIELD_LIMITS = { name: 200, email: 200, message: 10_000 } as const;

export type ContactField = "name" | "email" | "message";
export const CONTACT_FIELDS: readonly ContactField[] = ["name", "email", "message"];

const EMAIL = /^[^\s@<>"',;]+@[^\s@<>"',;]+\.[^\s@<>"',;]+$/;
// CR/LF in the name would let a value break out of an email header.
const CONTROL = /[\r\n\u0000-\u001f\u007f]/;

/** The first problem with one field's (untrimmed) value, or undefined when it is fine. */
export function contactFieldError(field: ContactField, raw: string): string | undefined {
  const value = raw.trim();
  if (!value) return CONTACT_MESSAGES.required;
  if (field === "message") return value.length > CONTACT_FIELD_LIMITS.message ? CONTACT_MESSAGES.tooLong : undefined;
  if (value.length > CONTACT_FIELD_LIMITS[field]) return CONTACT_MESSAGES.fieldTooLong;
  if (field === "name" && CONTROL.test(value)) return CONTACT_MESSAGES.name;
  if (field === "email" && !EMAIL.test(value)) return CONTACT_MESSAGES.email;
  return undefined;
}

/** Every field's problem, for the browser (empty when the form may be sent). */
export function contactFormErrors(values: Record<ContactField, string>): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const error = contactFieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
