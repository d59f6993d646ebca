// Renders queue messages into text and HTML emails with the Vitrine look.
import { timeZoneLabel } from "~/lib/time-zone";
import { ratingLabel } from "~/schemas/feedback";
import type { EmailMessage, RenderedEmail } from "./messages";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f4f4f8;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:16px;overflow:hidden;border:1px solid #e5e7eb">
<tr><td style="background:linear-gradient(135deg,#4f46e5,#7c3aed);padding:20px 28px;color:#fff;font-size:20px;font-weight:700;letter-spacing:-0.01em">Vitrine</td></tr>
<tr><td style="padding:28px">${bodyHtml}</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #f1f1f4;color:#6b7280;font-size:12px">You received this email because of activity on your Vitrine account. If it wasn't you, you can ignore it.</td></tr>
</table></td></tr></table></body></html>`;
}

function codeEmail(to: string, subject: string, intro: string, code: string, minutes: number): RenderedEmail {
  const text = `${intro}\n\nYour code: ${code}\n\nIt expires in ${minutes} minutes. Never share it with anyone.\n\n— Vitrine`;
  const html = layout(
    subject,
    `<h1 style="margin:0 0 12px;font-size:22px">${escapeHtml(subject)}</h1>
<p style="margin:0 0 20px;line-height:1.6">${escapeHtml(intro)}</p>
<div style="font-size:32px;font-weight:700;letter-spacing:10px;background:#eef2ff;color:#3730a3;border-radius:12px;padding:16px;text-align:center">${escapeHtml(code)}</div>
<p style="margin:20px 0 0;color:#6b7280;font-size:14px">It expires in ${minutes} minutes. Never share it with anyone.</p>`,
  );
  return { to, subject, text, html };
}

export function renderEmail(message: EmailMessage): RenderedEmail {
  switch (message.template) {
    case "signup-otp":
      return codeEmail(
        message.to,
        "Your Vitrine verification code",
        "Use this code to verify your email and finish creating your Vitrine account.",
        message.data.code,
        message.data.minutes,
      );
    case "reset-otp":
      return codeEmail(
        message.to,
        "Your Vitrine password reset code",
        "Use this code to reset your Vitrine password.",
        message.data.code,
        message.data.minutes,
      );
    case "delete-otp":
      return codeEmail(
        message.to,
        "Your Vitrine account deletion code",
        "Use this code to confirm that you want to delete your Vitrine account and all its data. If you did not ask for this, do not share it; your account stays as it is.",
        message.data.code,
        message.data.minutes,
      );
    case "welcome": {
      const subject = "Welcome to Vitrine";
      const text = `Hi ${message.data.firstName},\n\nWelcome to Vitrine! Complete your profile, pick a template and publish your portfolio:\n${message.data.appUrl}/profile\n\n— Vitrine`;
      const html = layout(
        subject,
        `<h1 style="margin:0 0 12px;font-size:22px">Welcome to Vitrine, ${escapeHtml(message.data.firstName)}!</h1>
<p style="margin:0 0 20px;line-height:1.6">Complete your profile, pick a template and publish your portfolio in minutes.</p>
<a href="${escapeHtml(message.data.appUrl)}/profile" style="display:inline-block;background:#4f46e5;color:#fff;text-decoration:none;padding:12px 20px;border-radius:10px;font-weight:600">Build my profile</a>`,
      );
      return { to: message.to, subject, text, html };
    }
    case "reminder-digest": {
      const { firstName, appUrl, items, timeZone } = message.data;
      const zoneNote = timeZone ? `Times are in your time zone, ${timeZoneLabel(timeZone)}.` : "";
      const subject = items.length === 1 ? "Your Vitrine day: 1 thing to do" : `Your Vitrine day: ${items.length} things to do`;
      const settings = `${appUrl}/settings?tab=account`;
      const text = `Hi ${firstName},\n\nHere is what needs you today:\n\n${items
        .map((item) => `- ${item.title}: ${item.message}\n  ${item.url}`)
        .join(
          "\n",
        )}${zoneNote ? `\n\n${zoneNote}` : ""}\n\nOpen your tracker: ${appUrl}/jobtracker\nStop these emails: ${settings}\n\n— Vitrine`;
      const rows = items
        .map(
          (item) => `<li style="margin:0 0 12px;padding:12px 14px;border:1px solid #e5e7eb;border-radius:12px;list-style:none">
<div style="font-weight:600;color:#111827">${escapeHtml(item.title)}</div>
<div style="margin-top:2px;line-height:1.5">${escapeHtml(item.message)}</div>
<a href="${escapeHtml(item.url)}" style="display:inline-block;margin-top:6px;color:#4f46e5;font-weight:600;text-decoration:none">Open application</a></li>`,
        )
        .join("");
      const html = layout(
        subject,
        `<h1 style="margin:0 0 12px;font-size:22px">Hi ${escapeHtml(firstName)}, here is your day</h1>
<ul style="margin:0 0 20px;padding:0">${rows}</ul>${
          zoneNote
            ? `
<p style="margin:0 0 20px;color:#6b7280;font-size:13px">${escapeHtml(zoneNote)}</p>`
            : ""
        }
<a href="${escapeHtml(appUrl)}/jobtracker" style="display:inline-block;background:#4f46e5;color:#fff;text-decoration:none;padding:12px 20px;border-radius:10px;font-weight:600">Open my job tracker</a>
<p style="margin:20px 0 0;color:#6b7280;font-size:13px">You get this digest on days with follow-ups or interviews. <a href="${escapeHtml(settings)}" style="color:#6b7280">Turn it off in settings</a>.</p>`,
      );
      return { to: message.to, subject, text, html };
    }
    case "account-exists": {
      const subject = "You already have a Vitrine account";
      const signin = `${message.data.appUrl}/signin`;
      const reset = `${message.data.appUrl}/signin?step=forgot-password`;
      const text = `Someone (hopefully you) tried to create a Vitrine account with this email address, but an account already exists for it.\n\nSign in: ${signin}\nForgot your password? Reset it: ${reset}\n\nIf it wasn't you, you can ignore this email: nothing has changed.\n\n— Vitrine`;
      const html = layout(
        subject,
        `<h1 style="margin:0 0 12px;font-size:22px">You already have an account</h1>
<p style="margin:0 0 20px;line-height:1.6">Someone (hopefully you) tried to create a Vitrine account with this email address, but an account already exists for it.</p>
<a href="${escapeHtml(signin)}" style="display:inline-block;background:#4f46e5;color:#fff;text-decoration:none;padding:12px 20px;border-radius:10px;font-weight:600">Sign in</a>
<p style="margin:20px 0 0;line-height:1.6">Forgot your password? <a href="${escapeHtml(reset)}" style="color:#4f46e5">Reset it</a>.</p>
<p style="margin:12px 0 0;color:#6b7280;font-size:14px">If it wasn't you, you can ignore this email: nothing has changed.</p>`,
      );
      return { to: message.to, subject, text, html };
    }
    case "login-locked": {
      const d = message.data;
      const subject = "Sign-in to your Vitrine account was paused";
      const reset = `${d.appUrl}/signin?step=forgot-password`;
      const text = `Hi ${d.firstName || "there"},\n\nThere were too many failed sign-in attempts for your Vitrine account, so signing in is paused for ${d.minutes} minutes.\n\nIf this wasn't you, someone may be guessing your password: reset it here: ${reset}\n\n— Vitrine`;
      const html = layout(
        subject,
        `<h1 style="margin:0 0 12px;font-size:22px">Sign-in paused for ${d.minutes} minutes</h1>
<p style="margin:0 0 20px;line-height:1.6">Hi ${escapeHtml(d.firstName || "there")}, there were too many failed sign-in attempts for your Vitrine account, so signing in is paused for ${d.minutes} minutes.</p>
<p style="margin:0 0 20px;line-height:1.6">If this wasn't you, someone may be guessing your password.</p>
<a href="${escapeHtml(reset)}" style="display:inline-block;background:#4f46e5;color:#fff;text-decoration:none;padding:12px 20px;border-radius:10px;font-weight:600">Reset my password</a>`,
      );
      return { to: message.to, subject, text, html };
    }
    case "contact-message": {
      const d = message.data;
      const subject = `New message from ${d.name} via your Vitrine portfolio`;
      const text = `Hi ${d.ownerFirstName || "there"},\n\n${d.name} <${d.email}> sent you a message through your portfolio (${d.portfolioUrl}):\n\n${d.message}\n\nReply to this email to answer ${d.name} directly.\n\n— Vitrine`;
      const html = layout(
        subject,
        `<h1 style="margin:0 0 12px;font-size:22px">You have a new message</h1>
<p style="margin:0 0 16px;line-height:1.6"><strong>${escapeHtml(d.name)}</strong> (<a href="mailto:${escapeHtml(d.email)}" style="color:#4f46e5">${escapeHtml(d.email)}</a>) sent you a message through <a href="${escapeHtml(d.portfolioUrl)}" style="color:#4f46e5">your portfolio</a>:</p>
<div style="white-space:pre-wrap;line-height:1.6;background:#f8fafc;border:1px solid #e5e7eb;border-radius:12px;padding:16px">${escapeHtml(d.message)}</div>
<p style="margin:20px 0 0;color:#6b7280;font-size:14px">Reply to this email to answer ${escapeHtml(d.name)} directly.</p>`,
      );
      return { to: message.to, subject, text, html, replyTo: message.replyTo };
    }
    case "feedback": {
      const d = message.data;
      const rating = `${d.rating}/5 (${ratingLabel(d.rating)})`;
      const subject = `[Feedback] ${d.subject} · ${rating} from ${d.name}`;
      const sender = d.email && d.email !== d.name ? `${d.name} <${d.email}>` : d.name;
      const account = d.userId ? `signed-in account ${d.userId}` : "not signed in";
      const text = `New feedback on Vitrine.\n\nTopic: ${d.subject}\nType: ${d.type}\nRating: ${rating}\nFrom: ${sender} (${account})\n\n${d.message}\n\n${
        message.replyTo ? `Reply to this email to answer ${d.name} directly.` : "The sender is anonymous: replies cannot reach them."
      }\n\n— Vitrine`;
      const stars = `${"★".repeat(d.rating)}${"☆".repeat(Math.max(0, 5 - d.rating))}`;
      const row = (label: string, value: string) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#6b7280;white-space:nowrap;vertical-align:top">${label}</td><td style="padding:4px 0">${value}</td></tr>`;
      const from = message.replyTo
        ? `${escapeHtml(d.name)} (<a href="mailto:${escapeHtml(d.email)}" style="color:#4f46e5">${escapeHtml(d.email)}</a>)`
        : escapeHtml(sender);
      const html = layout(
        subject,
        `<h1 style="margin:0 0 16px;font-size:22px">New feedback: ${escapeHtml(d.subject)}</h1>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:14px;line-height:1.5;margin:0 0 16px">
${row("Topic", escapeHtml(d.subject))}
${row("Type", `<code>${escapeHtml(d.type)}</code>`)}
${row("Rating", `<span style="color:#f59e0b;letter-spacing:2px">${stars}</span> ${escapeHtml(rating)}`)}
${row("From", `${from}<br><span style="color:#6b7280">${escapeHtml(account)}</span>`)}
</table>
<div style="white-space:pre-wrap;line-height:1.6;background:#f8fafc;border:1px solid #e5e7eb;border-radius:12px;padding:16px">${escapeHtml(d.message)}</div>
<p style="margin:20px 0 0;color:#6b7280;font-size:14px">${
          message.replyTo
            ? `Reply to this email to answer ${escapeHtml(d.name)} directly.`
            : "The sender is anonymous: replies cannot reach them."
        }</p>`,
      );
      return { to: message.to, subject, text, html, ...(message.replyTo ? { replyTo: message.replyTo } : {}) };
    }
  }
}
