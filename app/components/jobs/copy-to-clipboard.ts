// Copy buttons of the job dialogs (AI suggestions in the job detail, tips in AI Insights): the spec's toasts
// 'Copied to clipboard!' / 'Failed to copy to clipboard'.
import type { ToastApi } from "~/components/ui/toast";
import { AI_MESSAGES } from "~/schemas/ai-rules";

export function copyToClipboard(toast: ToastApi, text: string): void {
  const clipboard = typeof navigator !== "undefined" ? navigator.clipboard : undefined;
  if (!clipboard) {
    toast.error(AI_MESSAGES.copyFailed);
    return;
  }
  clipboard.writeText(text).then(
    () => toast.success(AI_MESSAGES.copied),
    () => toast.error(AI_MESSAGES.copyFailed),
  );
}
