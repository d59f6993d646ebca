// What the settings dialogs (./dialogs.tsx, ./delete-account.tsx) share: the heading from the headings table and
// the list of what a dangerous action takes away.
import { X } from "lucide-react";
import type { ReactNode } from "react";
import type { Heading } from "./headings";

/** UrlModal's heading props from a settings heading (the description can be given in full instead). */
export function modalHeading({ title, description, icon: Icon }: Heading, fullDescription?: ReactNode) {
  return { title, description: fullDescription ?? description, icon: <Icon className="size-5" aria-hidden="true" /> };
}

/** What a deactivation or deletion takes away, each item crossed out in the danger tone. */
export function LossList({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-2.5 rounded-xl border border-rose-100 bg-rose-50/60 p-4 text-sm text-slate-700">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2.5">
          <span className="mt-0.5 grid size-4 shrink-0 place-items-center rounded-full bg-rose-100 text-rose-600">
            <X className="size-3" strokeWidth={3} aria-hidden="true" />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
