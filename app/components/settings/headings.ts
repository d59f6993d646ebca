// The headings of the settings cards and dialogs (spec part 2 section 5) in one table: each card and dialog
// names its heading by key instead of repeating title, description and icon props at every call.
import {
  AtSign,
  BellRing,
  FileDown,
  FileText,
  IdCard,
  KeyRound,
  type LucideIcon,
  ShieldCheck,
  Trash,
  TriangleExclamationPoint,
} from "lucide-react";

export type Heading = { title: string; description: string; icon: LucideIcon };

export const SETTINGS_HEADINGS = {
  personal: { title: "Personal Information", description: "Your name, career stage and time zone.", icon: IdCard },
  resume: { title: "Resume Information", description: "Helps us tailor your resume tips and job matching.", icon: FileText },
  dataExport: {
    title: "Export your data",
    description: "Take your profile with you in a standard format other tools can read.",
    icon: FileDown,
  },
  account: { title: "Account", description: "How you sign in to Vitrine.", icon: ShieldCheck },
  email: { title: "Email notifications", description: "What Vitrine emails you about, besides your account's security.", icon: BellRing },
  deactivate: {
    title: "Deactivate your account",
    description: "Make your account inactive and take your portfolio offline.",
    icon: TriangleExclamationPoint,
  },
  deleteAccount: {
    title: "Delete my account and data",
    description: "Permanently erase your account and everything in it.",
    icon: Trash,
  },
  usernameDialog: { title: "Change Username", description: "", icon: AtSign },
  passwordDialog: {
    title: "Change Password",
    description: "Enter your current password and choose a new one. Other devices will be signed out.",
    icon: KeyRound,
  },
  deactivateDialog: {
    title: "Deactivate Account",
    description: "Are you sure you want to deactivate your account? This action cannot be undone and will:",
    icon: TriangleExclamationPoint,
  },
  deleteDialog: {
    title: "Delete my account and data",
    description: "This permanently deletes your account. It cannot be undone and will remove:",
    icon: Trash,
  },
} satisfies Record<string, Heading>;
