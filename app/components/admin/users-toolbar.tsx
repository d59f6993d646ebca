// The Users page's filter bar (a GET form: works without JavaScript, state in the query string), the grid/list
// switch, the CSV export and Refresh.
import { Download, LayoutGrid, List, RefreshCw, Search } from "lucide-react";
import { type MouseEvent, useEffect, useRef, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { filterSelectClass } from "~/components/ui/input-class";
import { Spinner } from "~/components/ui/fields";
import { useToast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { ADMIN_MESSAGES, PLAN_FILTERS, STATUS_FILTERS } from "~/schemas/admin-rules";
import { ADMIN_NOTICE_MS, type UsersQuery, usersHref } from "~/schemas/admin-users-query-rules";

export function UsersToolbar({ query, onRefresh, refreshing }: { query: UsersQuery; onRefresh: () => void; refreshing: boolean }) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null);
  const toast = useToast();
  const [exporting, setExporting] = useState(false);

  useEffect(() => () => clearTimeout(debounce.current ?? undefined), []);
  const apply = (delay: number) => {
    clearTimeout(debounce.current ?? undefined);
    debounce.current = setTimeout(() => formRef.current && submit(formRef.current, { replace: true, preventScrollReset: true }), delay);
  };

  async function exportCsv(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (exporting) return;
    setExporting(true);
    try {
      const response = await fetch(event.currentTarget.href, { headers: { Accept: "text/csv" } });
      if (!response.ok) throw new Error(`export answered ${response.status}`);
      const filename = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? "users.csv";
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = filename;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast.show({ type: "success", message: ADMIN_MESSAGES.exported, durationMs: ADMIN_NOTICE_MS });
    } catch {
      toast.show({ type: "error", message: ADMIN_MESSAGES.exportFailed, durationMs: ADMIN_NOTICE_MS });
    } finally {
      setExporting(false);
    }
  }

  const viewLink = (view: UsersQuery["view"], label: string, ViewIcon: typeof LayoutGrid) => (
    <Link
      to={usersHref({ ...query, view, user: null })}
      replace
      preventScrollReset
      aria-label={label}
      aria-current={query.view === view ? "true" : undefined}
      title={label}
      className={`grid size-8 place-items-center rounded-lg transition ${
        query.view === view ? "bg-white text-indigo-600 shadow-sm ring-1 ring-slate-200" : "text-slate-500 hover:text-slate-800"
      }`}
    >
      <ViewIcon className="size-[1.125rem]" />
    </Link>
  );

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <Form
        ref={formRef}
        method="get"
        action="/admin"
        role="search"
        aria-label="Filter users"
        className="flex flex-1 flex-col gap-3 sm:flex-row sm:items-center"
      >
        {query.view === "grid" ? <input type="hidden" name="view" value="grid" /> : null}
        {query.limit ? <input type="hidden" name="limit" value={query.limit} /> : null}
        <label className="relative flex-1">
          <span className="sr-only">Search users</span>
          <Search className="pointer-events-none absolute top-1/2 left-3 size-[1.125rem] -translate-y-1/2 text-slate-400" />
          <input
            type="search"
            name="q"
            defaultValue={query.q}
            placeholder="Search users..."
            maxLength={100}
            autoComplete="off"
            onChange={() => apply(300)}
            className="h-10 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-10 text-sm text-slate-900 shadow-sm outline-none transition placeholder:text-slate-400 focus:border-indigo-500 focus:ring-4 focus:ring-indigo-100"
          />
        </label>
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <FilterSelect name="status" label="Status" value={query.status} options={STATUS_FILTERS} onChange={() => apply(0)} />
          <FilterSelect name="plan" label="Plan" value={query.plan} options={PLAN_FILTERS} onChange={() => apply(0)} />
        </div>
        {/* Without JavaScript the filters apply with this button (with it, as you type or choose). */}
        {!hydrated ? (
          <button type="submit" className={buttonClass("secondary", "sm", "h-10")}>
            Apply
          </button>
        ) : null}
      </Form>
      <div className="flex items-center gap-2">
        <fieldset className="flex min-w-0 items-center gap-0.5 rounded-xl bg-slate-100 p-1" aria-label="View">
          {viewLink("grid", "Grid view", LayoutGrid)}
          {viewLink("list", "List view", List)}
        </fieldset>
        <a
          href="/admin/users/export"
          download
          onClick={exportCsv}
          className={buttonClass("secondary", "sm", "h-10")}
          aria-busy={exporting || undefined}
        >
          {exporting ? <Spinner /> : <Download className="size-4 text-slate-500" />}
          Export
        </a>
        <button type="button" onClick={onRefresh} disabled={refreshing} className={buttonClass("secondary", "sm", "h-10")}>
          {refreshing ? <Spinner className="size-4 text-slate-500" /> : <RefreshCw className="size-4 text-slate-500" />}
          Refresh
        </button>
      </div>
    </div>
  );
}

/** One filter of the toolbar: a select with an invisible label. */
function FilterSelect({
  name,
  label,
  value,
  options,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: () => void;
}) {
  return (
    <label>
      <span className="sr-only">{label}</span>
      <select name={name} defaultValue={value} onChange={onChange} className={`${filterSelectClass} w-full`} aria-label={label}>
        {options.map((f) => (
          <option key={f.value} value={f.value}>
            {f.label}
          </option>
        ))}
      </select>
    </label>
  );
}
