// The /admin1 sender's recipient picker (issue 16): one keyset page of users, newest first by (createdAt, id),
// searched in SQL by name, username or email, with only the columns the picker draws; and the users a link
// preselects (?to=<id>), read by id wherever they are in the list. No count: the picker only asks "is there more?".
import { and, desc, inArray } from "drizzle-orm";
import type { CursorKey } from "~/lib/cursor";
import { users } from "~/db/schema";
import type { RecipientOption } from "~/schemas/admin-notification-form-rules";
import { displayName, fullName } from "~/schemas/user";
import type { Db } from "../db.server";
import { afterCursor, cutPage } from "../pagination.server";
import { userSearch } from "./user-list.server";

/** Users a page of the picker shows. */
const RECIPIENTS_PAGE_SIZE = 50;

/** At most this many ?to= preselections are read (D1 binds at most 100 parameters per statement). */
const PRESELECTED_MAX = 90;

const columns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  status: users.status,
  createdAt: users.createdAt,
};

type Row = { id: string; username: string; email: string; firstName: string; lastName: string; status: RecipientOption["status"] };

const toOption = (r: Row): RecipientOption => ({
  id: r.id,
  name: displayName({ fullName: fullName(r), username: r.username }),
  username: r.username,
  email: r.email,
  status: r.status,
});

export interface RecipientPage {
  recipients: RecipientOption[];
  nextCursor: string | null;
}

/** One page of `size` users matching `q` (name, username or email) after `cursor`, newest first. */
export async function recipientPage(
  db: Db,
  { q, cursor }: { q?: string; cursor?: CursorKey },
  size = RECIPIENTS_PAGE_SIZE,
): Promise<RecipientPage> {
  const rows = await db
    .select(columns)
    .from(users)
    .where(and(userSearch(q), afterCursor(users.createdAt, users.id, cursor)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(size + 1);
  const page = cutPage(rows, size, (r) => ({ at: r.createdAt, id: r.id }));
  return { recipients: page.items.map(toOption), nextCursor: page.nextCursor };
}

/** The users with these ids (unknown ids are left out), in the order asked. */
export async function recipientsById(db: Db, ids: readonly string[]): Promise<RecipientOption[]> {
  const unique = [...new Set(ids)].filter((id) => id.length <= 100).slice(0, PRESELECTED_MAX);
  if (unique.length === 0) return [];
  const rows = await db.select(columns).from(users).where(inArray(users.id, unique));
  const byId = new Map(rows.map((r) => [r.id, toOption(r)]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}
