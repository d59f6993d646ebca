// Delivery adapters. MAIL_TRANSPORT picks one: "outbox" (local default: D1 outbox shown at /dev/mailbox),
// "send_email" (Cloudflare's send_email binding) or "http" (a JSON email API such as Resend's).
import { EmailMessage as CloudflareEmailMessage } from "cloudflare:email";
import { emailOutbox } from "~/db/schema";
import type { Db } from "../db.server";
import type { RenderedEmail } from "./messages";

export interface Mailer {
  readonly name: string;
  send(email: RenderedEmail, messageId: string): Promise<void>;
}

export function outboxMailer(db: Db, now = () => Date.now()): Mailer {
  return {
    name: "outbox",
    async send(email, messageId) {
      await db
        .insert(emailOutbox)
        .values({ id: messageId, ...email, replyTo: email.replyTo ?? "", createdAt: now() })
        .onConflictDoNothing();
    },
  };
}

/** Parses `Name <address>` or a bare address. */
function parseAddress(value: string): { name?: string; address: string } {
  const match = value.match(/^\s*(.*?)\s*<([^>]+)>\s*$/);
  return match ? { name: match[1] || undefined, address: match[2]! } : { address: value.trim() };
}

function encodeHeader(value: string): string {
  // RFC 2047 for non-ASCII; strip CR/LF so a value can never inject headers.
  const clean = value.replace(/[\r\n]+/g, " ");
  return /^[\x20-\x7e]*$/.test(clean) ? clean : `=?UTF-8?B?${btoa(String.fromCharCode(...new TextEncoder().encode(clean)))}?=`;
}

function base64Lines(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/.{1,76}/g, "$&\r\n");
}

/** A multipart/alternative MIME message for the send_email binding. */
function buildMime(from: string, email: RenderedEmail, messageId: string): string {
  const boundary = `vitrine-${messageId}`;
  const domain = parseAddress(from).address.split("@")[1] ?? "vitrine.local";
  return [
    `From: ${encodeHeader(from)}`,
    `To: ${encodeHeader(email.to)}`,
    `Subject: ${encodeHeader(email.subject)}`,
    ...(email.replyTo ? [`Reply-To: ${encodeHeader(email.replyTo)}`] : []),
    `Message-ID: <${messageId}@${domain}>`,
    `Date: ${new Date().toUTCString()}`,
    "MIME-Version: 1.0",
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=UTF-8",
    "Content-Transfer-Encoding: base64",
    "",
    base64Lines(email.text),
    `--${boundary}`,
    "Content-Type: text/html; charset=UTF-8",
    "Content-Transfer-Encoding: base64",
    "",
    base64Lines(email.html),
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

function sendEmailBindingMailer(binding: SendEmail, from: string): Mailer {
  return {
    name: "send_email",
    async send(email, messageId) {
      const sender = parseAddress(from).address;
      await binding.send(new CloudflareEmailMessage(sender, email.to, buildMime(from, email, messageId)));
    },
  };
}

function httpMailer(url: string, apiKey: string, from: string, fetcher: typeof fetch = fetch): Mailer {
  return {
    name: "http",
    async send(email, messageId) {
      const response = await fetcher(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Authorization: `Bearer ${apiKey}`,
          "Idempotency-Key": messageId,
        },
        body: JSON.stringify({
          from,
          to: [email.to],
          subject: email.subject,
          text: email.text,
          html: email.html,
          ...(email.replyTo ? { reply_to: email.replyTo } : {}),
        }),
      });
      if (!response.ok) throw new Error(`Email API answered ${response.status}: ${await response.text()}`);
    },
  };
}

export function mailerFor(env: Env, db: Db): Mailer {
  switch (env.MAIL_TRANSPORT) {
    case "send_email":
      if (!env.EMAIL) throw new Error("MAIL_TRANSPORT=send_email needs the EMAIL send_email binding");
      return sendEmailBindingMailer(env.EMAIL, env.MAIL_FROM);
    case "http":
      if (!env.MAIL_HTTP_URL || !env.MAIL_HTTP_API_KEY) throw new Error("MAIL_TRANSPORT=http needs MAIL_HTTP_URL and MAIL_HTTP_API_KEY");
      return httpMailer(env.MAIL_HTTP_URL, env.MAIL_HTTP_API_KEY, env.MAIL_FROM);
    default:
      return outboxMailer(db);
  }
}
