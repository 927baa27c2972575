import "server-only";

/**
 * Staff's notes on an order (decisions §10: staff add notes): written by a
 * member of staff, read on the back office's order page with their name.
 * Never shown to the customer.
 */
import { asc, eq } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { orderNotes, staffMembers } from "@/server/db/schema";

import { findOrder } from "./find-order";
import { noSuchOrder, ORDER_REF } from "./load-own-order";

export interface OrderNoteView {
  noteId: number;
  at: string;
  staffName: string;
  text: string;
}

export async function listOrderNotes(db: Database, orderRef: string): Promise<OrderNoteView[]> {
  const rows = await db
    .select({ noteId: orderNotes.noteId, at: orderNotes.at, staffName: staffMembers.name, text: orderNotes.text })
    .from(orderNotes)
    .innerJoin(staffMembers, eq(staffMembers.staffMemberId, orderNotes.staffMemberId))
    .where(eq(orderNotes.orderRef, orderRef))
    .orderBy(asc(orderNotes.at), asc(orderNotes.noteId));
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

export async function addOrderNote(db: Database, input: { orderRef: string; staff: { staffMemberId: number; name: string }; text: string; now: Date }): Promise<OrderNoteView> {
  const order = ORDER_REF.test(input.orderRef) ? await findOrder(db, input.orderRef) : null;
  if (!order) throw noSuchOrder();
  const [row] = await db
    .insert(orderNotes)
    .values({ orderRef: order.orderRef, at: input.now, staffMemberId: input.staff.staffMemberId, text: input.text })
    .returning({ noteId: orderNotes.noteId, at: orderNotes.at });
  return { noteId: row!.noteId, at: row!.at.toISOString(), staffName: input.staff.name, text: input.text };
}
