// The sender's "Specific users" picker (issue 16): the page brings the first RECIPIENTS_PAGE_SIZE users; typing
// searches on the server (debounced, /admin1/recipients?q=) and "Show more users" appends the next keyset page.
// Picked users stay picked, named and in the form (their checkboxes stay at the top) whatever the list shows.
// Without JavaScript the box is a GET search form (?q=) and "Show more users" a link to the next page of /admin1.
import { Search } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { FieldError, Spinner } from "~/components/ui/fields";
import { Avatar } from "~/components/ui/avatar";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { ActionResult } from "~/lib/action-result";
import type { RecipientOption } from "~/schemas/admin-notification-form-rules";
import { RECIPIENTS_ROUTE, recipientsHref } from "~/schemas/admin-recipients-query";

/** One page of the picker's list, as the /admin1 loader and /admin1/recipients answer it. */
export interface RecipientList {
  recipients: RecipientOption[];
  nextCursor: string | null;
  q: string;
  cursor: string | null;
  /** The page size asked for (?limit=), else null (RECIPIENTS_PAGE_SIZE). */
  limit: number | null;
}

/** The id of the GET form the search box submits without JavaScript (drawn outside the sender's post form). */
export const RECIPIENT_SEARCH_FORM = "recipient-search";

const SEARCH_DELAY_MS = 250;

type Load = { q: string; cursor: string | null; limit: number | null };

async function fetchPage(load: Load, signal: AbortSignal): Promise<RecipientList> {
  const response = await fetch(recipientsHref(RECIPIENTS_ROUTE, load), { signal, headers: { Accept: "application/json" } });
  const result = (await response.json()) as ActionResult<"recipients", RecipientList>;
  if (!response.ok || result.status !== "success" || !result.data) throw new Error("recipients: no page");
  return result.data;
}

export function RecipientPicker({
  initial,
  pageHref,
  selected,
  onChange,
  errors,
  errorId,
}: {
  initial: RecipientList;
  /** The current /admin1 URL (path and query): "Show more users" without JavaScript goes to its next page. */
  pageHref: string;
  selected: ReadonlyMap<string, RecipientOption>;
  onChange: (next: Map<string, RecipientOption>) => void;
  errors?: string[];
  errorId: string;
}) {
  const hydrated = useHydrated();
  const [search, setSearch] = useState(initial.q);
  const [list, setList] = useState<RecipientList>(initial);
  // What is loading: a search (the list dims) or the next page (the link spins).
  const [busy, setBusy] = useState<"search" | "more" | null>(null);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef<AbortController | null>(null);

  const load = (next: Load, append: boolean) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setBusy(append ? "more" : "search");
    setFailed(false);
    fetchPage(next, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setList((shown) => {
          if (!append) return page;
          const known = new Set(shown.recipients.map((r) => r.id));
          return { ...page, recipients: [...shown.recipients, ...page.recipients.filter((r) => !known.has(r.id))] };
        });
        setBusy(null);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setFailed(true);
        setBusy(null);
      },
    );
  };

  // Typing searches on the server once the keys pause; the answer for an older query never replaces a newer one.
  const needle = search.trim();
  // biome-ignore lint/correctness/useExhaustiveDependencies: load only starts a request
  useEffect(() => {
    if (needle === list.q) return;
    const timer = setTimeout(() => load({ q: needle, cursor: null, limit: list.limit }, false), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [needle, list.q]);
  useEffect(() => () => inFlight.current?.abort(), []);

  const searchNow = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    // The box belongs to the GET search form: with JavaScript, Enter searches in place (the typed notification stays).
    event.preventDefault();
    if (needle !== list.q || failed) load({ q: needle, cursor: null, limit: list.limit }, false);
  };
  const showMore = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (list.nextCursor && !busy) load({ q: list.q, cursor: list.nextCursor, limit: list.limit }, true);
  };

  const toggle = (r: RecipientOption) => {
    const next = new Map(selected);
    if (next.has(r.id)) next.delete(r.id);
    else next.set(r.id, r);
    onChange(next);
  };
  // Picked users the list does not show come first, so they stay visible, named and sent.
  const listed = new Set(list.recipients.map((r) => r.id));
  const offList = [...selected.values()].filter((r) => !listed.has(r.id));
  const invalid = Boolean(errors?.length);
  return (
    // min-w-0: a fieldset is never narrower than its content by default, so a long email would widen the card.
    <fieldset className="mt-4 min-w-0" aria-describedby={invalid ? errorId : undefined}>
      <legend className="flex w-full items-center justify-between text-sm font-medium text-slate-700">
        Recipients
        <span className="text-xs font-semibold text-indigo-600" aria-live="polite">
          {selected.size} selected
        </span>
      </legend>
      <div className={`mt-1.5 overflow-hidden rounded-xl border bg-white shadow-sm ${invalid ? "border-rose-400" : "border-slate-300"}`}>
        <div className="flex items-center gap-2 border-b border-slate-200 px-3">
          {busy === "search" ? (
            <Spinner className="size-4 text-indigo-500" />
          ) : (
            <Search className="size-4 text-slate-400" aria-hidden="true" />
          )}
          <input
            type="search"
            name="q"
            form={RECIPIENT_SEARCH_FORM}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onKeyDown={searchNow}
            placeholder="Search users by name, username or email"
            aria-label="Search recipients"
            aria-controls="recipient-list"
            className="h-10 min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-slate-400"
          />
          {hydrated ? null : (
            <button type="submit" form={RECIPIENT_SEARCH_FORM} className="text-xs font-semibold text-indigo-600 hover:text-indigo-800">
              Search
            </button>
          )}
          {selected.size > 0 ? (
            <button type="button" onClick={() => onChange(new Map())} className="text-xs font-medium text-slate-500 hover:text-slate-800">
              Clear
            </button>
          ) : null}
        </div>
        <ul
          id="recipient-list"
          className={`max-h-64 divide-y divide-slate-100 overflow-y-auto transition-opacity ${busy === "search" ? "opacity-60" : ""}`}
          aria-label="Users"
          aria-busy={busy ? true : undefined}
        >
          {[...offList, ...list.recipients].map((r) => (
            <li key={r.id}>
              <label
                className={`flex cursor-pointer items-center gap-3 px-3 py-2.5 transition hover:bg-slate-50 ${selected.has(r.id) ? "bg-indigo-50/60" : ""}`}
              >
                <input
                  type="checkbox"
                  name="userIds"
                  value={r.id}
                  checked={selected.has(r.id)}
                  onChange={() => toggle(r)}
                  className="size-4 rounded border-slate-300 accent-indigo-600"
                />
                <Avatar
                  firstName={r.name.split(" ")[0] ?? ""}
                  lastName={r.name.split(" ")[1] ?? ""}
                  fallback={r.username}
                  size="sm"
                  ring={false}
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-slate-900">{r.name}</span>
                  <span className="block truncate text-xs text-slate-500">{r.email}</span>
                </span>
                {r.status !== "active" ? <span className="text-xs font-medium text-slate-500 capitalize">{r.status}</span> : null}
              </label>
            </li>
          ))}
          {failed ? (
            <li role="alert" className="px-3 py-4 text-center text-sm text-rose-700">
              Failed to fetch users
            </li>
          ) : list.recipients.length === 0 && !busy ? (
            <li className="px-3 py-6 text-center text-sm text-slate-500">No users match your search</li>
          ) : null}
          {list.nextCursor ? (
            <li className="px-3 py-2 text-center">
              <a
                href={recipientsHref(pageHref, { q: list.q, cursor: list.nextCursor, limit: list.limit })}
                onClick={showMore}
                aria-disabled={busy ? true : undefined}
                className="inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold text-indigo-600 hover:bg-indigo-50 hover:text-indigo-800"
              >
                {busy === "more" ? <Spinner className="size-3.5" /> : null}
                Show more users
              </a>
            </li>
          ) : null}
        </ul>
      </div>
      <FieldError id={errorId} errors={errors} />
    </fieldset>
  );
}
