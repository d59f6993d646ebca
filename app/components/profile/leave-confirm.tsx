// "Leave without saving?": asked when a link or the back button would leave the profile page with unsaved changes
// (use-leave-guard.ts holds the navigation until the answer). Loaded on first use: editor.tsx.
import { TriangleAlert } from "lucide-react";
import { ConfirmDialog } from "~/components/ui/modal";

export function LeaveConfirm({ onStay, onLeave }: { onStay(): void; onLeave(): void }) {
  return (
    <ConfirmDialog
      tone="warning"
      icon={<TriangleAlert className="size-6" aria-hidden="true" />}
      title="Leave without saving?"
      message="Your unsaved changes will be lost."
      cancelLabel="Stay"
      confirmLabel="Leave"
      onCancel={onStay}
      onConfirm={onLeave}
    />
  );
}
