// A select's options from a list of values, each shown by its label (statuses, kinds, types): the one place that
// spells out <option key value>label</option>.
import type { ReactNode } from "react";

/** The `<option>`s of `values`, each shown as `label(value)`. */
export function Options<V extends string>({ values, label }: { values: readonly V[]; label: (value: V) => ReactNode }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}
