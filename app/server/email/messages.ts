/** What travels on the email queue: a template name with its data, never rendered HTML. */
export type EmailMessage =
  | { id: string; template: "signup-otp"; to: string; data: { code: string; minutes: number } }
  | { id: string; template: "reset-otp"; to: string; data: { code: string; minutes: number } }
  | { id: string; template: "welcome"; to: string; data: { firstName: string; appUrl: string } }
  | {
      id: string;
      template: "contact-message";
      to: string;
      /** The visitor's address: replies go straight to them. */
      replyTo: string;
      data: { ownerFirstName: string; name: string; email: string; message: string; portfolioUrl: string };
    };

export type EmailTemplate = EmailMessage["template"];

export interface RenderedEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** '' when replies go to the sender address. */
  replyTo?: string;
}
