// The one input look, apart from the field kit (./fields) so a page with a lone input (the portfolio page's tracked
// link label) does not load the whole kit (issue 16: signed-in pages within 150 KB of JavaScript).
const inputBase =
  "block w-full rounded-xl border bg-white text-slate-900 shadow-sm outline-none transition placeholder:text-slate-400 focus:ring-4 disabled:bg-slate-50 disabled:text-slate-400";

const inputSizes = {
  md: "px-3.5 py-2.5 text-[15px]",
  /** The small forms inside a dialog's section (the job detail's interview, follow-up and contact forms). */
  compact: "px-3.5 py-2 text-sm",
};

/** The one input look: slate border, indigo focus ring, rose when invalid, amber when it asks to be checked. */
export function inputClass(invalid: boolean, extra = "", review = false, size: keyof typeof inputSizes = "md") {
  const tone = invalid
    ? "border-rose-400 focus:border-rose-500 focus:ring-rose-100"
    : review
      ? "border-amber-400 bg-amber-50/50 focus:border-amber-500 focus:ring-amber-100"
      : "border-slate-300 focus:border-indigo-500 focus:ring-indigo-100";
  return `${inputBase} ${inputSizes[size]} ${tone}${extra ? ` ${extra}` : ""}`;
}

/** The compact input of a dialog section's small form. */
export const compactInputClass = (invalid: boolean) => inputClass(invalid, "", false, "compact");

/** A toolbar's filter or sort dropdown (the admin users' filters, the job table's filters): one line, its own width. */
export const filterSelectClass =
  "h-10 rounded-xl border border-slate-300 bg-white pr-8 pl-3 text-sm text-slate-800 shadow-sm outline-none transition hover:border-slate-400 focus:border-indigo-500 focus:ring-4 focus:ring-indigo-100";

/** A bare checkbox (its name from aria-label, e.g. a list's row selection); a labelled one is the field kit's Checkbox. */
export const checkboxClass =
  "size-4 cursor-pointer rounded border-slate-300 text-indigo-600 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";
