// The product's own notifications (issue 7): welcome on registration, portfolio published, a visitor's message,
// account changes. Each is one call at the end of the domain function that made the change. A notification is a
// side effect: when it cannot be stored the error is logged and the user's action still succeeds.
import type { NotificationInput } from "~/schemas/notifications";
import type { Db } from "../db.server";
import { notifyUser } from "./create.server";

/** A visitor's message is shown in full in the email; the notification carries a preview. */
const MESSAGE_PREVIEW_LENGTH = 140;

function preview(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > MESSAGE_PREVIEW_LENGTH ? `${flat.slice(0, MESSAGE_PREVIEW_LENGTH - 1).trimEnd()}…` : flat;
}

async function notifySafely(db: Db, userId: string, input: NotificationInput): Promise<void> {
  try {
    await notifyUser(db, userId, input);
  } catch (error) {
    console.error(`Could not store the notification "${input.title}"`, error);
  }
}

export function notifyWelcome(db: Db, user: { id: string; firstName: string }) {
  return notifySafely(db, user.id, {
    type: "success",
    title: user.firstName ? `Welcome to Vitrine, ${user.firstName}!` : "Welcome to Vitrine!",
    message: "Your account is ready. Complete your profile, pick a template and publish your portfolio.",
    actionUrl: "/profile",
    actionText: "Complete Profile",
  });
}

export function notifyPortfolioPublished(db: Db, user: { id: string; username: string }, redeploy: boolean) {
  return notifySafely(db, user.id, {
    type: "success",
    title: redeploy ? "Portfolio updated" : "Portfolio published",
    message: redeploy
      ? "Your latest profile changes are now live on your public portfolio."
      : "Your portfolio is live. Share the link with recruiters and your network.",
    actionUrl: `/portfolio/${user.username}`,
    actionText: "View Portfolio",
  });
}

export function notifyContactMessage(db: Db, ownerId: string, visitor: { name: string; email: string; message: string }) {
  return notifySafely(db, ownerId, {
    type: "info",
    title: `New message from ${visitor.name}`.slice(0, 100),
    message: `${visitor.email}: ${preview(visitor.message)}`,
  });
}

export function notifyUsernameChanged(db: Db, userId: string, username: string, wasDeployed: boolean) {
  return notifySafely(db, userId, {
    type: wasDeployed ? "warning" : "info",
    title: "Username changed",
    message: wasDeployed
      ? `Your username is now ${username}. Your portfolio was taken offline: redeploy it to publish it at its new address.`
      : `Your username is now ${username}.`,
    ...(wasDeployed ? { actionUrl: "/portfolio", actionText: "Redeploy Portfolio" } : {}),
  });
}

export function notifyPasswordChanged(db: Db, userId: string) {
  return notifySafely(db, userId, {
    type: "info",
    title: "Password changed",
    message: "Your password was changed and your other sessions were signed out. If this wasn't you, reset your password now.",
  });
}

export function notifySettingsUpdated(db: Db, userId: string) {
  return notifySafely(db, userId, {
    type: "info",
    title: "Personal information updated",
    message: "Your name and career stage were saved. Redeploy your portfolio to show the changes on your public page.",
  });
}
