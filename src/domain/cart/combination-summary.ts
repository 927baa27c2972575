/**
 * A combination as the cart answers it (specification §3: combinationId,
 * products, options, totals), for each combination the cart's items name.
 *
 * - options: an option is on for the combination when it is on for every one
 *   of its items in the cart (a combination "with assembly" has every part assembled).
 * - totals: the totals of its items on their own, with its discount; the
 *   small-order fee and the payment fee are the whole cart's, so 0 here.
 */
import type { CombinationTerms } from "./combination-discount";
import { computeTotals, type CartTotals } from "./totals";
import type { CartItems, CartProduct, ItemOptions } from "./types";
import type { VatTreatment } from "./vat";

export interface CombinationSummary {
  combinationId: number;
  productIds: readonly number[];
  options: ItemOptions;
  totals: CartTotals;
}

const NO_SMALL_ORDER_FEE = { thresholdCents: 0, feeCents: 0 };

export function combinationSummaries(
  items: CartItems,
  products: ReadonlyMap<number, CartProduct>,
  combinations: ReadonlyMap<number, CombinationTerms>,
  vatTreatment: VatTreatment,
): CombinationSummary[] {
  return [...combinations].map(([combinationId, terms]) => {
    const own = Object.fromEntries(Object.entries(items).filter(([, item]) => item.combinationId === combinationId));
    const mine = Object.values(own);
    const every = (option: keyof ItemOptions) => mine.length > 0 && mine.every((item) => item.options[option]);
    return {
      combinationId,
      productIds: terms.productIds,
      options: { assembly: every("assembly"), extraService: every("extraService"), extraWarranty: every("extraWarranty"), pickUpDiscount: every("pickUpDiscount") },
      totals: computeTotals({ items: own, products, combinations: new Map([[combinationId, terms]]), smallOrder: NO_SMALL_ORDER_FEE, vatTreatment }),
    };
  });
}
