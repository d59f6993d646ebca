// The editor's richer inputs (city and university autocomplete, skill chips, month picker), shown only while a
// section is edited: loaded when editing begins (use-profile-editor.ts preloads them), not with the page. The server
// renders them at once, so a section opened without JavaScript (or on first load) has them in its HTML.
import { lazyComponent } from "~/components/ui/lazy";

const inputSkeleton = <div aria-hidden="true" className="h-11 animate-pulse rounded-xl bg-slate-100" />;

export const Autocomplete = lazyComponent(() => import("~/components/ui/autocomplete").then((m) => m.Autocomplete), {
  fallback: inputSkeleton,
});
export const ChipsInput = lazyComponent(() => import("~/components/ui/chips-input").then((m) => m.ChipsInput), {
  fallback: inputSkeleton,
});
export const MonthPicker = lazyComponent(() => import("~/components/ui/month-picker").then((m) => m.MonthPicker), {
  fallback: inputSkeleton,
});

export function preloadEditFields() {
  Autocomplete.preload();
  ChipsInput.preload();
  MonthPicker.preload();
}
