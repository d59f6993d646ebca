// The contact form's messages in the page's language. Its rules (schemas/contact-rules.ts) and the server answer in
// English; the page maps each English message to its catalogue's words: on the server for the no-JavaScript post,
// and in the inline script through the JSON that ContactModal puts on the modal (`data-contact-messages`).
import { CONTACT_MESSAGES } from "../contact-rules";
import type { PortfolioWord, PortfolioWords } from "./en";

type ContactMessageKey = keyof typeof CONTACT_MESSAGES;

const CONTACT_WORDS: Record<ContactMessageKey, PortfolioWord> = {
  required: "required",
  email: "invalidEmail",
  name: "nameLine",
  sent: "sent",
  failed: "failed",
  networkError: "networkError",
  notFound: "notFound",
  tooMany: "tooMany",
  tooLong: "tooLong",
  fieldTooLong: "fieldTooLong",
};

/** Every contact message, by its CONTACT_MESSAGES key, in the catalogue's words. */
export function contactMessagesIn(words: PortfolioWords): Record<ContactMessageKey, string> {
  return Object.fromEntries(Object.entries(CONTACT_WORDS).map(([key, word]) => [key, words[word]])) as Record<ContactMessageKey, string>;
}

/** An English contact message in the catalogue's words; a message that is not one of them stays as it is. */
export function localContactMessage(message: string, words: PortfolioWords): string {
  const key = (Object.keys(CONTACT_MESSAGES) as ContactMessageKey[]).find((k) => CONTACT_MESSAGES[k] === message);
  return key ? words[CONTACT_WORDS[key]] : message;
}
