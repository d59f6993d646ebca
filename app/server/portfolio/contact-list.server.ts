// The messages visitors sent an owner through the public portfolio's contact form (issue 16): read back by the
// owner only, newest first by (createdAt, id), one keyset page at a time. The sender's IP hash is never shown.
import { and, desc, eq } from "drizzle-orm";
import type { CursorKey } from "~/lib/cursor";
import type { ContactMessageDto } from "~/schemas/portfolio-page";
import { contactMessages } from "~/db/schema";
import type { Db } from "../db.server";
import { afterCursor, cutPage } from "../pagination.server";

const toDto = (r: typeof contactMessages.$inferSelect): ContactMessageDto => ({
  id: r.id,
  name: r.name,
  email: r.email,
  message: r.message,
  createdAt: new Date(r.createdAt).toISOString(),
});

/** One of the owner's messages by id; another owner's (or an unknown) id is null. */
export async function getContactMessage(db: Db, ownerId: string, id: string): Promise<ContactMessageDto | null> {
  const [row] = await db
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.ownerId, ownerId), eq(contactMessages.id, id)))
    .limit(1);
  return row ? toDto(row) : null;
}

export async function listContactMessages(
  db: Db,
  ownerId: string,
  { cursor, size }: { cursor?: CursorKey; size: number },
): Promise<{ messages: ContactMessageDto[]; nextCursor: string | null }> {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.ownerId, ownerId), afterCursor(contactMessages.createdAt, contactMessages.id, cursor)))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(size + 1);
  const page = cutPage(rows, size, (r) => ({ at: r.createdAt, id: r.id }));
  return {
    messages: page.items.map(toDto),
    nextCursor: page.nextCursor,
  };
}
