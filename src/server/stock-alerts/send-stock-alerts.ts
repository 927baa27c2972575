import "server-only";

/**
 * The "weer op voorraad" mails: every confirmed alert whose product has stock
 * again gets one, and is then done (`sent`).
 *
 * Exactly once, across instances: each alert is claimed (`confirmed` → `sent`)
 * in the same statement that finds its product back in stock, before its mail
 * is sent. Two instances running this at the same moment skip each other's
 * locked rows, and a row another one claimed first no longer matches
 * `status = 'confirmed'`, so no alert is mailed twice. A mail that cannot be
 * sent is given back (`confirmed` again), so the next round tries it again;
 * a process that dies between the claim and the send loses that one mail
 * rather than risk sending it twice.
 */
import { and, eq, sql } from "drizzle-orm";

import { isBackInStock } from "@/domain/stock-alerts/stock-alert";
import type { Database } from "@/server/db/client";
import { queryRows } from "@/server/db/rows";
import { stockAlerts } from "@/server/db/schema";
import { sendMail } from "@/server/mail/mail-transport";
import { backInStockMail } from "@/server/mail/stock-alert-mails";

import { absoluteProductUrl, stockAlertUnsubscribeUrl } from "./stock-alert-links";
import { loadStockAlertProducts } from "./stock-alert-product";

const BATCH = 50;

interface Claimed {
  stockAlertId: number;
  emailAddress: string;
  productId: number;
}

/** Claims up to BATCH confirmed alerts whose product is back in stock. */
async function claimDueAlerts(db: Database, now: Date): Promise<Claimed[]> {
  const rows = await queryRows<{ stock_alert_id: number; email_address: string; product_id: number }>(
    db,
    sql`
    UPDATE stock_alerts SET status = 'sent', notified_at = ${now.toISOString()}
    WHERE stock_alert_id IN (
      SELECT a.stock_alert_id FROM stock_alerts a JOIN products p ON p.product_id = a.product_id
      WHERE a.status = 'confirmed' AND p.stock > 0 AND NOT p.expired
      ORDER BY a.stock_alert_id
      LIMIT ${BATCH}
      FOR UPDATE OF a SKIP LOCKED
    ) AND status = 'confirmed'
    RETURNING stock_alert_id, email_address, product_id`,
  );
  return rows.map((row) => ({ stockAlertId: Number(row.stock_alert_id), emailAddress: row.email_address, productId: Number(row.product_id) }));
}

/** Gives a claimed alert back after a failed send, so that the next round tries it again. */
async function release(db: Database, stockAlertId: number): Promise<void> {
  await db.update(stockAlerts).set({ status: "confirmed", notifiedAt: null }).where(and(eq(stockAlerts.stockAlertId, stockAlertId), eq(stockAlerts.status, "sent")));
}

/** Sends every due "weer op voorraad" mail; answers how many went out. Stops at the first failure (the mail server may be down). */
export async function sendDueStockAlerts(db: Database, now = new Date(), shouldStop: () => boolean = () => false): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await claimDueAlerts(db, now);
    if (claimed.length === 0) return sent;
    const productsById = await loadStockAlertProducts(db, [...new Set(claimed.map((alert) => alert.productId))]);
    for (const [index, alert] of claimed.entries()) {
      const product = productsById.get(alert.productId);
      const failed = async (error?: unknown) => {
        if (error) console.error(`[mail] the stock alert ${alert.stockAlertId} could not be sent:`, error);
        for (const left of claimed.slice(index)) await release(db, left.stockAlertId);
      };
      if (shouldStop()) {
        await failed();
        return sent;
      }
      // Sold again between the claim and this read: no mail promising stock that is gone; it waits for the next time.
      if (!product || !isBackInStock(product)) {
        await release(db, alert.stockAlertId);
        continue;
      }
      try {
        await sendMail({
          to: alert.emailAddress,
          ...backInStockMail({ productName: product.name, priceCents: product.sellingPriceCents, productUrl: absoluteProductUrl(product.url), unsubscribeUrl: stockAlertUnsubscribeUrl(alert.stockAlertId, now) }),
        });
        sent += 1;
      } catch (error) {
        await failed(error);
        return sent;
      }
    }
    if (claimed.length < BATCH) return sent;
  }
}
