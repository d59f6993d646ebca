// The messages visitors sent an owner through the public portfolio's contact form (issue 16): read back by the
// owner only, newest first by (createdAt, id), one keyset page at a time. The sender's IP hash is never shown.
import { and, desc, eq } from "drizzle-orm";
import type { CursorKey } from "~/lib/cursor";
import { contactMessages } from "~/db/schema";
import type { Db } from "../db.server";
import { afterCursor, cutPage } from "../pagination.server";

export interface ContactMessageDto {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
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
    messages: page.items.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      message: r.message,
      createdAt: new Date(r.createdAt).toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}
