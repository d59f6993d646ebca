// The notifications panel's placeholder rows while its content or its first page loads.
export function ListSkeleton() {
  return (
    <ul aria-hidden="true" className="divide-y divide-slate-100">
      {[0, 1, 2].map((i) => (
        <li key={i} className="flex gap-3 px-4 py-3">
          <span className="size-8 shrink-0 animate-pulse rounded-full bg-slate-100" />
          <span className="flex-1 space-y-2 py-1">
            <span className="block h-3 w-2/3 animate-pulse rounded bg-slate-100" />
            <span className="block h-3 w-full animate-pulse rounded bg-slate-100" />
          </span>
        </li>
      ))}
    </ul>
  );
}
