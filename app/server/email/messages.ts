/** What travels on the email queue: a template name with its data, never rendered HTML. */
export type EmailMessage =
  | { id: string; template: "signup-otp"; to: string; data: { code: string; minutes: number } }
  | { id: string; template: "reset-otp"; to: string; data: { code: string; minutes: number } }
  /** Confirms "Delete my account and data" for accounts without a password. */
  | { id: string; template: "delete-otp"; to: string; data: { code: string; minutes: number } }
  | { id: string; template: "welcome"; to: string; data: { firstName: string; appUrl: string } }
  /** Someone asked to sign up with an address that already has an account (sent instead of a code). */
  | { id: string; template: "account-exists"; to: string; data: { appUrl: string } }
  /** Too many wrong passwords: sign-in for this address is paused. */
  | { id: string; template: "login-locked"; to: string; data: { firstName: string; minutes: number; appUrl: string } }
  | {
      id: string;
      template: "contact-message";
      to: string;
      /** The visitor's address: replies go straight to them. */
      replyTo: string;
      data: { ownerFirstName: string; name: string; email: string; message: string; portfolioUrl: string };
    }
  /** The daily digest of due follow-ups and interviews within 24 h (issue 18; opt-out in settings). */
  | {
      id: string;
      template: "reminder-digest";
      to: string;
      /** `timeZone`: the user's zone, which the items' times are written in (issue 31; absent in older messages). */
      data: { firstName: string; appUrl: string; timeZone?: string; items: { title: string; message: string; url: string }[] };
    }
  | {
      id: string;
      template: "feedback";
      /** The team's feedback inbox (FEEDBACK_EMAIL). */
      to: string;
      /** The sender's address when it is a real one; absent for 'Anonymous'. */
      replyTo?: string;
      data: {
        subject: string;
        type: string;
        message: string;
        rating: number;
        name: string;
        email: string;
        /** The account id of a signed-in sender, null when signed out. */
        userId: string | null;
      };
    };

export interface RenderedEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** '' when replies go to the sender address. */
  replyTo?: string;
}
