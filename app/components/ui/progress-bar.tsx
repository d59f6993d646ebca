// The track of a percent bar (0-100), announced as a progressbar; its fill is the children.
import type { ReactNode } from "react";

export function ProgressBar({
  label,
  value,
  className,
  children,
}: {
  label: string;
  value: number;
  className: string;
  children: ReactNode;
}) {
  return (
    <div role="progressbar" aria-label={label} aria-valuenow={value} aria-valuemin={0} aria-valuemax={100} className={className}>
      {children}
    </div>
  );
}
