// Compact buttons of forms and editors (h-10): primary, secondary, danger, ghost (text), icon (delete).
// Page-level call-to-action buttons use buttonClass (./button).
const focus = "focus-visible:outline-2 focus-visible:outline-offset-2";

export const formButton = {
  primary: `inline-flex h-10 items-center justify-center gap-2 rounded-xl bg-indigo-600 px-4 text-sm font-semibold text-white shadow-sm transition hover:bg-indigo-500 ${focus} focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-500 disabled:shadow-none`,
  secondary: `inline-flex h-10 items-center justify-center gap-2 rounded-xl border border-slate-200 bg-white px-4 text-sm font-semibold text-slate-700 shadow-sm transition hover:border-slate-300 hover:bg-slate-50 ${focus} focus-visible:outline-indigo-600 disabled:opacity-50`,
  danger: `inline-flex h-10 items-center justify-center gap-2 rounded-xl bg-rose-600 px-4 text-sm font-semibold text-white shadow-sm transition hover:bg-rose-500 ${focus} focus-visible:outline-rose-600`,
  ghost: `inline-flex h-9 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-indigo-600 transition hover:bg-indigo-50 ${focus} focus-visible:outline-indigo-600`,
  icon: `grid size-9 place-items-center rounded-lg text-slate-400 transition hover:bg-rose-50 hover:text-rose-600 ${focus} focus-visible:outline-rose-600`,
} as const;
