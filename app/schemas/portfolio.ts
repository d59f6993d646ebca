// Inputs of template selection, portfolio deployment and the visitor contact form. The same schemas validate
// the gallery/preview/deploy forms (conform), the page actions and the Hono handlers.
import { z } from "./z";
import { isTemplateId, TEMPLATE_ID_PATTERN, TEMPLATE_MESSAGES } from "./portfolio-catalogue";
import { CONTACT_MESSAGES, type ContactField, contactFieldError } from "./contact-rules";

const templateIdSchema = z
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

export { CONTACT_MESSAGES } from "./contact-rules";

/** A contact field, checked by the one rule the browser also runs (./contact-rules.ts). */
function contactField(field: ContactField) {
  return z
    .string({ error: CONTACT_MESSAGES.required })
    .superRefine((value, ctx) => {
      const message = contactFieldError(field, value);
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .trim();
}

/**
 * The visitor's message. The spec sets no limits the visitor sees; the bounds are far above any real message
 * and only stop abuse (a megabyte "message" is refused before it is stored, notified or emailed). CR/LF in the
 * name would let a value break out of an email header: it is refused.
 */
export const contactMessageSchema = z.object({
  name: contactField("name"),
  email: contactField("email"),
  message: contactField("message"),
  ownerDetail: z.string({ error: CONTACT_MESSAGES.required }).trim().min(1, CONTACT_MESSAGES.required).toLowerCase(),
  /** Honeypot: people never see it; a value means a bot. */
  website: z.string().optional().default(""),
});

/** POST /email/contact */
export const contactRequestSchema = z.object({ portfolioContactData: contactMessageSchema });

export type ContactMessageInput = z.output<typeof contactMessageSchema>;
