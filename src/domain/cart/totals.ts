import { combinationDiscountCents, type CombinationTerms } from "./combination-discount";
import { smallOrderFeeCents } from "./delivery-cost";
import { deriveDeliveryType } from "./delivery-type";
import { itemsInCartOrder } from "./first-item";
import type { CartItems, CartProduct } from "./types";
import { vatBreakdown, type VatTreatment } from "./vat";

/**
 * The ten totals of specification §3 and the order's VAT (decisions §1), in
 * cents. Every line total is an amount including 21% VAT, as the catalogue's
 * prices are, whoever buys; `grandTotal` is what the customer pays: including
 * VAT, or with reverse charge excluding it (vat.ts).
 */
export interface CartTotals {
  itemsTotal: number;
  assemblyTotal: number;
  cashbackTotal: number;
  deliveryTotal: number;
  discountTotal: number;
  discountExtra: number;
  extraServiceTotal: number;
  extraWarrantyTotal: number;
  pickUpDiscountTotal: number;
  shippingTotal: number;
  paymentFee: number;
  grandTotal: number;
  /** The VAT the grand total includes; 0 with reverse charge. */
  vatTotal: number;
  grandTotalExclVat: number;
  vatTreatment: VatTreatment;
}

/** The totals that are money, without the VAT treatment. */
export type CartMoneyTotals = Omit<CartTotals, "vatTreatment">;

export interface SmallOrderPolicy {
  /** Below this (items less discounts) the small-order fee is charged. */
  thresholdCents: number;
  feeCents: number;
}

/**
 * The specification hides the amounts (§9); these are the defaults of
 * `SMALL_ORDER_THRESHOLD` and `SMALL_ORDER_FEE` (config/shop-settings.ts).
 */
export const DEFAULT_SMALL_ORDER_POLICY: SmallOrderPolicy = { thresholdCents: 5000, feeCents: 495 };

export interface TotalsInput {
  items: CartItems;
  products: ReadonlyMap<number, CartProduct>;
  smallOrder?: SmallOrderPolicy;
  /** A quote's extra discount (quoteRef.discountTotal), if the cart is a quote. */
  quoteDiscountCents?: number;
  paymentFeeCents?: number;
  /** The combinations the items name, with their discounts (combination-discount.ts). */
  combinations?: ReadonlyMap<number, CombinationTerms>;
  /** Who pays VAT (vat.ts: vatTreatment of the cart's customer); Dutch VAT when not said. */
  vatTreatment?: VatTreatment;
}

/**
 * decisions §2: grandTotal = items − discountTotal − discountExtra − pickUpDiscountTotal
 * + assemblyTotal + extraServiceTotal + extraWarrantyTotal + deliveryTotal + shippingTotal
 * + the payment method's fee. Cashback is shown, not deducted (the maker pays it back).
 * The VAT is worked out once, on that grand total including VAT (vat.ts); with
 * reverse charge the grand total becomes the amount excluding VAT.
 */
export function computeTotals({
  items,
  products,
  smallOrder = DEFAULT_SMALL_ORDER_POLICY,
  quoteDiscountCents = 0,
  paymentFeeCents = 0,
  combinations = new Map(),
  vatTreatment = "standard",
}: TotalsInput): CartTotals {
  const pickUp = deriveDeliveryType(items) === "pickUp";
  let itemsTotal = 0;
  let discountTotal = 0;
  let discountExtra = quoteDiscountCents;
  let cashbackTotal = 0;
  let pickUpDiscountTotal = 0;
  let assemblyTotal = 0;
  let extraServiceTotal = 0;
  let extraWarrantyTotal = 0;
  let deliveryTotal = 0;
  let assembledUnits = 0;

  for (const [, item] of itemsInCartOrder(items)) {
    const product = products.get(item.productId);
    if (!product) continue;
    const { qty, options } = item;
    itemsTotal += product.priceCents * qty;
    discountTotal += (product.cashDeskDiscountCents ?? 0) * qty;
    discountExtra += (item.itemDiscounts.makeAmends ?? 0) * qty;
    cashbackTotal += (product.cashbackCents ?? 0) * qty;
    deliveryTotal += product.deliveryCostCents * qty;
    if (options.pickUpDiscount) pickUpDiscountTotal += (product.pickUpDiscountCents ?? 0) * qty;
    if (options.assembly) {
      // The first assembled unit in cart order pays the full price, every further unit the secondary one.
      for (let unit = 0; unit < qty; unit += 1) {
        if (!product.freeAssembly) {
          const full = product.assemblyPriceCents ?? 0;
          assemblyTotal += assembledUnits === 0 ? full : (product.assemblyPriceSecondaryCents ?? full);
        }
        assembledUnits += 1;
      }
    }
    if (options.extraService && !product.freeExtraService) extraServiceTotal += (product.extraServicePriceCents ?? 0) * qty;
    if (options.extraWarranty && !product.freeExtraWarranty) extraWarrantyTotal += (product.extraWarrantyPriceCents ?? 0) * qty;
  }

  // A complete combination is cheaper than its parts: its discount is a discount like the cash-desk one.
  discountTotal += combinationDiscountCents(items, combinations);
  const goods = itemsTotal - discountTotal - discountExtra;
  const isEmpty = itemsTotal === 0;
  const shippingTotal = pickUp || isEmpty ? 0 : smallOrderFeeCents(goods, smallOrder);
  if (pickUp) deliveryTotal = 0;
  const grandTotalInclVat =
    itemsTotal - discountTotal - discountExtra - pickUpDiscountTotal + assemblyTotal + extraServiceTotal + extraWarrantyTotal + deliveryTotal + shippingTotal + paymentFeeCents;

  return {
    itemsTotal,
    assemblyTotal,
    cashbackTotal,
    deliveryTotal,
    discountTotal,
    discountExtra,
    extraServiceTotal,
    extraWarrantyTotal,
    pickUpDiscountTotal,
    shippingTotal,
    paymentFee: paymentFeeCents,
    ...vatBreakdown(Math.max(0, grandTotalInclVat), vatTreatment),
  };
}
