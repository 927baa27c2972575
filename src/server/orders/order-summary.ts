/**
 * An order in words for the e-mail: each line with its chosen options and what
 * they cost, the non-zero totals with their labels, and the delivery moment
 * in the order page's words (domain/checkout/order-delivery.ts) with the floor.
 * The assembly of a second unit costs the secondary price (decisions §2); the
 * totals hold what was charged, the lines what each option costs per product.
 * With reverse charge no VAT was charged: every amount is shown excluding VAT,
 * and the VAT number the invoice must name goes with it (decisions §1).
 */
import { OPTION_LABELS } from "@/domain/cart/option-labels";
import { TOTAL_LABELS, TOTAL_LINES_WITH_FEE, vatOverviewLines } from "@/domain/cart/total-lines";
import { shownAmount } from "@/domain/cart/vat";
import { deliveryFloor, deliveryMoment } from "@/domain/checkout/order-delivery";
import { TAKE_BACK_LABEL, takeBackAnswer } from "@/domain/orders/order-state";
import type { OrderRow } from "@/server/db/schema";

import type { OrderLine } from "./order-lines";
import { orderPickUpDay } from "./order-receipt";
import { orderVat, reverseChargeVatNumber } from "./order-vat";

// The options by their names everywhere (option-labels.ts); pick-up's line is the discount it gives.
const LINE_OPTION_LABELS = { ...OPTION_LABELS, pickUpDiscount: TOTAL_LABELS.pickUpDiscountTotal } as const;


export function orderSummaryLines(order: OrderRow) {
  const lines = order.items as OrderLine[];
  const totals = order.totals;
  const vat = orderVat(order);
  const exclVat = vat.vatTreatment === "reverseCharge";
  const shown = (cents: number) => shownAmount(cents, exclVat);
  const items = lines.map((line) => ({
    name: line.name,
    brandName: line.brandName,
    qty: line.qty,
    unitPriceCents: shown(line.unitPriceCents),
    options: (Object.keys(LINE_OPTION_LABELS) as (keyof typeof LINE_OPTION_LABELS)[])
      .filter((option) => line.options[option])
      .map((option) => ({ label: LINE_OPTION_LABELS[option], priceCents: shown((option === "pickUpDiscount" ? -1 : 1) * (line.optionPricesCents[option] ?? 0)) })),
  }));
  const totalLines = [
    { label: "Artikelen", cents: shown(totals.itemsTotal ?? 0), grand: false },
    ...TOTAL_LINES_WITH_FEE.filter(({ key }) => (totals[key] ?? 0) !== 0).map(({ key, label, sign }) => ({ label, cents: shown(sign * (totals[key] ?? 0)), grand: false })),
    ...vatOverviewLines(vat, exclVat).map((line) => ({ label: line.qualifier ? `${line.label} (${line.qualifier.toLowerCase()})` : line.label, cents: line.cents, grand: line.grand })),
  ];
  return {
    items,
    totals: totalLines,
    pricesExclVat: exclVat,
    reverseChargeVatNumber: reverseChargeVatNumber(order),
    deliveryLabel: deliveryLabel(order),
    deliveryDetails: deliveryDetails(order),
  };
}

function deliveryLabel(order: OrderRow): string {
  const moment = deliveryMoment({ deliveryType: order.deliveryType, deliveryDay: order.deliveryDay, deliveryWeek: order.deliveryWeek, pickUpDay: orderPickUpDay(order) });
  if (order.deliveryType === "pickUp") return `${moment}; we mailen je zodra je bestelling klaarstaat`;
  if (!order.deliveryDay && order.deliveryWeek) return `${moment}; we laten je de dag vooraf weten`;
  return moment;
}

/** What else the delivery brings: the chosen floor and the lift answer, and whether the old appliance is taken back. */
function deliveryDetails(order: OrderRow): string[] {
  const fields = order.fields as Record<string, unknown>;
  const floor = deliveryFloor({ deliveryType: order.deliveryType, floor: fields.floor, elevator: fields.elevator });
  const takeBack = takeBackAnswer({ deliveryType: order.deliveryType, takeRetour: fields.takeRetour });
  return [...(floor ? [`Verdieping: ${floor}`] : []), ...(takeBack ? [`${TAKE_BACK_LABEL}: ${takeBack}`] : [])];
}
