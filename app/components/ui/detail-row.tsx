// One label/value pair of a description list (<dl>): "inline" puts the value right of its label (fact lists
// in the template dialogs), "stacked" puts it under (the admin user details).
import type { ReactNode } from "react";

const LAYOUTS = {
  inline: {
    row: "flex items-center justify-between gap-3 py-2.5",
    label: "text-slate-600",
    value: "text-right font-semibold text-slate-900",
  },
  stacked: {
    row: "min-w-0",
    label: "text-xs font-medium text-slate-500",
    value: "mt-1 truncate text-sm font-medium text-slate-900",
  },
};

type Layout = keyof typeof LAYOUTS;

/** `wide` spans both columns of a two-column list. */
export function DetailRow({
  label,
  layout = "inline",
  wide,
  children,
}: {
  label: string;
  layout?: Layout;
  wide?: boolean;
  children: ReactNode;
}) {
  const classes = LAYOUTS[layout];
  return (
    <div className={wide ? `${classes.row} col-span-2` : classes.row}>
      <dt className={classes.label}>{label}</dt>
      <dd className={classes.value}>{children}</dd>
    </div>
  );
}

export type Detail = { label: string; value: ReactNode; wide?: boolean };

/** A whole description list from its rows. */
export function DetailList({ details, layout, className }: { details: Detail[]; layout?: Layout; className: string }) {
  return (
    <dl className={className}>
      {details.map(({ label, value, wide }) => (
        <DetailRow key={label} label={label} layout={layout} wide={wide}>
          {value}
        </DetailRow>
      ))}
    </dl>
  );
}
