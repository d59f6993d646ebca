// The questions asked before unsaved changes are dropped: a section's Cancel ("Unsaved Changes", section-forms.tsx)
// and leaving the page ("Leave without saving?": use-leave-guard.ts holds the navigation until the answer; loaded
// on first use by editor.tsx).
import { TriangleAlert } from "lucide-react";
import { ConfirmDialog } from "~/components/ui/modal";

const QUESTIONS = {
  cancel: {
    title: "Unsaved Changes",
    message: "You have unsaved changes. Are you sure you want to cancel?",
    keep: "Keep Editing",
    drop: "Yes, Cancel",
  },
  leave: { title: "Leave without saving?", message: "Your unsaved changes will be lost.", keep: "Stay", drop: "Leave" },
};

/** A warning that the changes will be dropped; the answer that keeps them is focused first, and Escape gives it. */
export function DropChangesConfirm({ question, onKeep, onDrop }: { question: keyof typeof QUESTIONS; onKeep(): void; onDrop(): void }) {
  const { title, message, keep, drop } = QUESTIONS[question];
  return (
    <ConfirmDialog
      tone="warning"
      icon={<TriangleAlert className="size-6" aria-hidden="true" />}
      title={title}
      message={message}
      cancelLabel={keep}
      onCancel={onKeep}
      confirmLabel={drop}
      onConfirm={onDrop}
    />
  );
}
