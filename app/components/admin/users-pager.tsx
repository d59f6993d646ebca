// The /admin user list's pages (issue 16): 50 users a page, read on the server after a keyset cursor kept in the
// URL (?cursor=), so pages work without JavaScript. 'Next page' goes on from the last user shown, 'First page'
// goes back; the filters are kept, the open dialog is not.
import { ChevronRight, ChevronsLeft } from "lucide-react";
import { Link } from "react-router";
import { type UsersQuery, usersHref } from "~/schemas/admin-users-query-rules";
import { buttonClass } from "../ui/button";

export function UsersPager({ query, nextCursor }: { query: UsersQuery; nextCursor: string | null }) {
  if (!query.cursor && !nextCursor) return null;
  return (
    <nav aria-label="User list pages" className="flex flex-wrap items-center justify-end gap-2">
      {query.cursor ? (
        <Link to={usersHref({ ...query, cursor: null, user: null })} className={buttonClass("secondary", "sm")}>
          <ChevronsLeft className="size-4" aria-hidden="true" />
          First page
        </Link>
      ) : null}
      {nextCursor ? (
        <Link to={usersHref({ ...query, cursor: nextCursor, user: null })} className={buttonClass("secondary", "sm")}>
          Next page
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  );
}
