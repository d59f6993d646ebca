// How long each kind of toast stays (spec part 1 section 9): shared by the app's toasts (app/components/ui/toast.tsx)
// and the public pages' enhance script, which runs without React (app/public/enhance-script.ts).
export const TOAST_DURATION_MS = { success: 2000, error: 4000, warning: 4000, info: 3000 } as const;
