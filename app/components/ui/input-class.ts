// The one input look, apart from the field kit (./fields) so a page with a lone input (the portfolio page's tracked
// link label) does not load the whole kit (issue 16: signed-in pages within 150 KB of JavaScript).
const inputBase =
  "block w-full rounded-xl border bg-white px-3.5 py-2.5 text-[15px] text-slate-900 shadow-sm outline-none transition placeholder:text-slate-400 focus:ring-4 disabled:bg-slate-50 disabled:text-slate-400";

/** The one input look: slate border, indigo focus ring, rose when invalid, amber when it asks to be checked. */
export function inputClass(invalid: boolean, extra = "", review = false) {
  const tone = invalid
    ? "border-rose-400 focus:border-rose-500 focus:ring-rose-100"
    : review
      ? "border-amber-400 bg-amber-50/50 focus:border-amber-500 focus:ring-amber-100"
      : "border-slate-300 focus:border-indigo-500 focus:ring-indigo-100";
  return `${inputBase} ${tone}${extra ? ` ${extra}` : ""}`;
}
