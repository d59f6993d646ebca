// The questions asked before unsaved changes are dropped: a section's Cancel ("Unsaved Changes", section-forms.tsx)
// and leaving the page ("Leave without saving?": use-leave-guard.ts holds the navigation until the answer; loaded
// on first use by editor.tsx).
import { TriangleAlert } from "lucide-react";
import { ConfirmDialog } from "~/components/ui/modal";

/** Each question's words, named as ConfirmDialog takes them: cancel keeps the changes, confirm drops them. */
const QUESTIONS = {
  cancel: {
    title: "Unsaved Changes",
    message: "You have unsaved changes. Are you sure you want to cancel?",
    cancelLabel: "Keep Editing",
    confirmLabel: "Yes, Cancel",
  },
  leave: { title: "Leave without saving?", message: "Your unsaved changes will be lost.", cancelLabel: "Stay", confirmLabel: "Leave" },
};

/** A warning that the changes will be dropped; the answer that keeps them is focused first, and Escape gives it. */
export function DropChangesConfirm({ question, onKeep, onDrop }: { question: keyof typeof QUESTIONS; onKeep(): void; onDrop(): void }) {
  return (
    <ConfirmDialog
      tone="warning"
      icon={<TriangleAlert className="size-6" aria-hidden="true" />}
      {...QUESTIONS[question]}
      onCancel={onKeep}
      onConfirm={onDrop}
    />
  );
}
