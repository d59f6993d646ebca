// Inputs of template selection, portfolio deployment and the visitor contact form. The same schemas validate
// the gallery/preview/deploy forms (conform), the page actions and the Hono handlers.
import { z } from "zod";
import { isTemplateId, TEMPLATE_ID_PATTERN, TEMPLATE_MESSAGES } from "~/portfolio/catalogue";

export const templateIdSchema = z
  .string({ error: "Please select a template" })
  .trim()
  .min(1, "Please select a template")
  .regex(TEMPLATE_ID_PATTERN, TEMPLATE_MESSAGES.invalidFormat)
  .refine(isTemplateId, { error: (issue) => TEMPLATE_MESSAGES.notAvailable(String(issue.input)) });

/** PATCH /profiles/template */
export const selectTemplateSchema = z.object({ selectedTemplate: templateIdSchema });

/** POST /portfolio/deploy and /portfolio/redeploy: both fields optional (the saved selection and own username). */
export const deploySchema = z.object({
  templateId: templateIdSchema.optional(),
  username: z.string().trim().toLowerCase().optional(),
});

/** Messages of template selection and deployment (spec part 1 section 8). */
export const PORTFOLIO_MESSAGES = {
  deployed: "Portfolio deployed successfully!",
  redeployed: "Portfolio redeployed successfully!",
  unpublished: "Portfolio unpublished successfully!",
  notFound: "Portfolio not found",
  profileRequired: "Please complete your profile before deploying your portfolio.",
  templateRequired: "Please select a template before deploying your portfolio.",
  notDeployed: "Your portfolio is not deployed yet. Deploy it first.",
  usernameMismatch: "You can only deploy your own portfolio.",
  templateSaved: "Template selected and saved successfully!",
} as const;

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
export const CONTACT_FIELD_LIMITS = { name: 200, email: 200, message: 10_000 } as const;

const required = z.string({ error: CONTACT_MESSAGES.required }).trim().min(1, CONTACT_MESSAGES.required);

/**
 * The visitor's message. The spec sets no limits the visitor sees; the bounds below are far above any real
 * message and only stop abuse (a megabyte "message" is refused before it is stored, notified or emailed).
 * CR/LF in the name or email would let a value break out of an email header: both are refused.
 */
export const contactMessageSchema = z.object({
  name: required
    .max(CONTACT_FIELD_LIMITS.name, CONTACT_MESSAGES.fieldTooLong)
    .refine((v) => !/[\r\n\u0000-\u001f\u007f]/.test(v), CONTACT_MESSAGES.name),
  email: required
    .max(CONTACT_FIELD_LIMITS.email, CONTACT_MESSAGES.fieldTooLong)
    .refine((v) => /^[^\s@<>"',;]+@[^\s@<>"',;]+\.[^\s@<>"',;]+$/.test(v), CONTACT_MESSAGES.email),
  message: required.max(CONTACT_FIELD_LIMITS.message, CONTACT_MESSAGES.tooLong),
  ownerDetail: required.toLowerCase(),
  /** Honeypot: people never see it; a value means a bot. */
  website: z.string().optional().default(""),
});

/** POST /email/contact */
export const contactRequestSchema = z.object({ portfolioContactData: contactMessageSchema });

export type ContactMessageInput = z.output<typeof contactMessageSchema>;
