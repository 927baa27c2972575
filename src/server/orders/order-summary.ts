/**
 * An order in words for the e-mail: each line with its chosen options and what
 * they cost, the non-zero totals with their labels, and the delivery moment.
 * The assembly of a second unit costs the secondary price (decisions §2); the
 * totals hold what was charged, the lines what each option costs per product.
 */
import { PICK_UP_POINT } from "@/config/site";
import { TOTAL_LINES_WITH_FEE } from "@/domain/cart/total-lines";
import { dayName } from "@/domain/catalogue/delivery-promise";
import type { OrderRow } from "@/server/db/schema";

import type { OrderLine } from "./order-lines";

const OPTION_LABELS = {
  assembly: "Installatie en montage",
  extraService: "Extra service",
  extraWarranty: "Extra garantie",
  pickUpDiscount: "Afhaalkorting",
} as const;


export function orderSummaryLines(order: OrderRow) {
  const lines = order.items as OrderLine[];
  const totals = order.totals;
  const items = lines.map((line) => ({
    name: line.name,
    brandName: line.brandName,
    qty: line.qty,
    unitPriceCents: line.unitPriceCents,
    options: (Object.keys(OPTION_LABELS) as (keyof typeof OPTION_LABELS)[])
      .filter((option) => line.options[option])
      .map((option) => ({ label: OPTION_LABELS[option], priceCents: (option === "pickUpDiscount" ? -1 : 1) * (line.optionPricesCents[option] ?? 0) })),
  }));
  const totalLines = [
    { label: "Artikelen", cents: totals.itemsTotal ?? 0 },
    ...TOTAL_LINES_WITH_FEE.filter(({ key }) => (totals[key] ?? 0) !== 0).map(({ key, label, sign }) => ({ label, cents: sign * (totals[key] ?? 0) })),
    { label: "Totaal (inclusief btw)", cents: order.grandTotalCents },
  ];
  return { items, totals: totalLines, deliveryLabel: deliveryLabel(order) };
}

function deliveryLabel(order: OrderRow): string {
  if (order.deliveryType === "pickUp") return `Afhalen in ${PICK_UP_POINT.city} (${PICK_UP_POINT.street}); we mailen je zodra je bestelling klaarstaat`;
  if (order.deliveryDay) return `Bezorging op ${dayName(Date.parse(`${order.deliveryDay}T00:00:00Z`) / 86_400_000)}`;
  if (order.deliveryWeek) return `Bezorging in week ${Number(order.deliveryWeek.slice(6))}; we laten je de dag vooraf weten`;
  return "Bezorging";
}
