/**
 * A cart as stored (the `carts` row) and as the use cases pass it around. The
 * fields and items are JSON the server wrote itself, after validation; they are
 * read back as such.
 */
import type { CartItems } from "@/domain/cart/types";
import type { CartFieldsInput } from "@/schemas/cart-input";
import type { CartRow } from "@/server/db/schema";

/** Specification §9: a cart lives 31 days after its last change. */
export const CART_LIFETIME_MS = 31 * 24 * 60 * 60 * 1000;

/**
 * What the customer sent, and what the server concluded about it (VIES's verdict
 * on the VAT number). `quoteId`: the quote this cart orders (a quote cart, issue
 * 22), and the quote mail's link it was opened with, if not by the session that
 * asked (placing the order checks the right again); `quoteByWeek`: a kitchen's
 * or renovation's quote, delivered in a week (decisions §3). Only the server sets them
 * (server/quote-carts); no client input names them, no answer shows the link.
 */
export type CartFields = CartFieldsInput & { vatNumberStatus?: "valid" | "invalid" | "unknown" | null; quoteId?: string | null; quoteToken?: string | null; quoteByWeek?: boolean | null };

export interface CartRecord {
  cartId: string;
  sessionId: string;
  version: number;
  fields: CartFields;
  items: CartItems;
  locked: boolean;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
}

export function toCartRecord(row: CartRow): CartRecord {
  return { ...row, fields: row.fields as CartFields, items: row.items as unknown as CartItems };
}

export function cartExpiry(now: Date): Date {
  return new Date(now.getTime() + CART_LIFETIME_MS);
}
