/**
 * The edge where API answers become the browser's view of them. The answers'
 * types come from their schemas (schemas/answers/*.ts, z.infer), never written
 * again here; money arrives in euros (decisions §1) and the browser counts in
 * cents like the rest of the shop, so this is the one place it is converted,
 * with domain/money.ts. Every money field of the view says so by its name
 * (`…Cents`); the totals keep their §3 names and are cents, as the domain's
 * CartTotals are.
 */
import type { CartTotals } from "@/domain/cart/totals";
import { eurosToCents } from "@/domain/money";
import type { AppStateAnswer } from "@/schemas/answers/app-state";
import type { CartAnswer, CartCombinationAnswer, CartItemAnswer, CartProductAnswer, CartTotalsAnswer, PaymentMethodAnswer } from "@/schemas/answers/cart";
import type { OrderAnswer, OrderLineAnswer } from "@/schemas/answers/orders";
import type { ListedProductAmountsAnswer } from "@/schemas/answers/product";
import type { SuggestedProductAnswer, SuggestionsAnswer } from "@/schemas/answers/suggestions";

export type { AppStateAnswer, CartAnswer, OrderAnswer, SuggestionsAnswer };

const maybeCents = (euros: number | null | undefined) => (euros == null ? null : eurosToCents(euros));

type ProductMoney =
  | "price"
  | "sellingPrice"
  | "discounts"
  | "deliveryCost"
  | "assemblyPrice"
  | "assemblyPriceSecondary"
  | "extraServicePrice"
  | "extraWarrantyPrice"
  | "pickUpDiscountPrice";

/** §3's `price`, `sellingPrice` and `discounts` of any answer that carries a product, in cents. */
export interface ProductAmountsView {
  /** The list price (§3 `price`), before the cash-desk discount. */
  priceCents: number;
  /** What the shopper pays per unit: the list price less the cash-desk discount. */
  sellingPriceCents: number;
  cashDeskDiscountCents: number | null;
  cashbackCents: number | null;
}

/** A product of the cart, its §3 prices in cents. */
export type CartProductView = Omit<CartProductAnswer, ProductMoney> & ProductAmountsView & {
  deliveryCostCents: number;
  assemblyPriceCents: number | null;
  assemblyPriceSecondaryCents: number | null;
  extraServicePriceCents: number | null;
  extraWarrantyPriceCents: number | null;
  pickUpDiscountPriceCents: number | null;
};

export type CartItemView = Omit<CartItemAnswer, "itemDiscounts"> & {
  itemDiscounts: { makeAmendsCents: number | null };
  /** The item's product from the answer's `products` map; null if the answer has none for it. */
  product: CartProductView | null;
};

export type PaymentMethodView = Omit<PaymentMethodAnswer, "fee"> & { feeCents: number };

export type CartCombinationView = Omit<CartCombinationAnswer, "totals"> & { totals: CartTotals };

/** The cart as the browser holds it: the answer, with money in cents and each item joined to its product. */
export type Cart = Omit<CartAnswer, "items" | "products" | "combinations" | "paymentMethods" | "totals"> & {
  items: Record<string, CartItemView>;
  products: Record<string, CartProductView>;
  combinations: Record<string, CartCombinationView>;
  paymentMethods: PaymentMethodView[];
  totals: CartTotals;
};

/** A product the search box suggests, its amounts in cents. */
export type SuggestedProductView = Omit<SuggestedProductAnswer, "price" | "sellingPrice" | "discounts"> & ProductAmountsView;

/** The suggestions as the search box shows them. */
export type SuggestionsView = Omit<SuggestionsAnswer, "products"> & { products: SuggestedProductView[] };

/** The one conversion of a product's amounts, whichever answer carries them. */
export function productAmountsView({ price, sellingPrice, discounts }: ListedProductAmountsAnswer): ProductAmountsView {
  return {
    priceCents: eurosToCents(price),
    sellingPriceCents: eurosToCents(sellingPrice),
    cashDeskDiscountCents: maybeCents(discounts.cashDesk.price),
    cashbackCents: maybeCents(discounts.cashback.price),
  };
}

export function cartProductView(product: CartProductAnswer): CartProductView {
  const {
    price,
    sellingPrice,
    discounts,
    deliveryCost,
    assemblyPrice,
    assemblyPriceSecondary,
    extraServicePrice,
    extraWarrantyPrice,
    pickUpDiscountPrice,
    ...rest
  } = product;
  return {
    ...rest,
    ...productAmountsView({ price, sellingPrice, discounts }),
    deliveryCostCents: eurosToCents(deliveryCost),
    assemblyPriceCents: maybeCents(assemblyPrice),
    assemblyPriceSecondaryCents: maybeCents(assemblyPriceSecondary),
    extraServicePriceCents: maybeCents(extraServicePrice),
    extraWarrantyPriceCents: maybeCents(extraWarrantyPrice),
    pickUpDiscountPriceCents: maybeCents(pickUpDiscountPrice),
  };
}

export function cartTotalsView(totals: CartTotalsAnswer): CartTotals {
  return {
    itemsTotal: eurosToCents(totals.itemsTotal),
    assemblyTotal: eurosToCents(totals.assemblyTotal),
    cashbackTotal: eurosToCents(totals.cashbackTotal),
    deliveryTotal: eurosToCents(totals.deliveryTotal),
    discountTotal: eurosToCents(totals.discountTotal),
    discountExtra: eurosToCents(totals.discountExtra),
    extraServiceTotal: eurosToCents(totals.extraServiceTotal),
    extraWarrantyTotal: eurosToCents(totals.extraWarrantyTotal),
    pickUpDiscountTotal: eurosToCents(totals.pickUpDiscountTotal),
    shippingTotal: eurosToCents(totals.shippingTotal),
    paymentFee: eurosToCents(totals.paymentFee),
    grandTotal: eurosToCents(totals.grandTotal),
    vatTotal: eurosToCents(totals.vatTotal),
    grandTotalExclVat: eurosToCents(totals.grandTotalExclVat),
    vatTreatment: totals.vatTreatment,
  };
}

function mapValues<T, U>(record: Record<string, T>, map: (value: T) => U): Record<string, U> {
  const result: Record<string, U> = {};
  for (const key of Object.keys(record)) result[key] = map(record[key] as T);
  return result;
}

/** The suggestions answer with its products' amounts in cents. */
export function suggestionsView(answer: SuggestionsAnswer): SuggestionsView {
  return {
    ...answer,
    products: answer.products.map(({ price, sellingPrice, discounts, ...product }) => ({ ...product, ...productAmountsView({ price, sellingPrice, discounts }) })),
  };
}

/** The one conversion of a cart answer: every API call of the cart goes through it. */
export function cartView(answer: CartAnswer): Cart {
  const products = mapValues(answer.products, cartProductView);
  return {
    ...answer,
    items: mapValues(answer.items, ({ itemDiscounts, ...item }) => ({
      ...item,
      itemDiscounts: { makeAmendsCents: maybeCents(itemDiscounts.makeAmends) },
      product: products[item.productId] ?? null,
    })),
    products,
    combinations: mapValues(answer.combinations, (combination) => ({ ...combination, totals: cartTotalsView(combination.totals) })),
    paymentMethods: answer.paymentMethods.map(({ fee, ...method }) => ({ ...method, feeCents: eurosToCents(fee) })),
    totals: cartTotalsView(answer.totals),
  };
}

type OrderOption = keyof OrderLineAnswer["optionPrices"];

/** A line of a placed order, its prices in cents. */
export type OrderLineView = Omit<OrderLineAnswer, "unitPrice" | "listPrice" | "optionPrices"> & {
  /** What one unit cost, the cash-desk discount taken off. */
  unitPriceCents: number;
  listPriceCents: number;
  optionPricesCents: Record<OrderOption, number | null>;
};

/** A placed order as its pages show it: the answer, its lines' prices and its totals in cents (the totals under their own names, as a cart's). */
export type OrderView = Omit<OrderAnswer, "items" | "totals"> & {
  items: OrderLineView[];
  totals: Record<string, number>;
};

/** The one conversion of an order answer: the order page and the withdrawal page read it through this. */
export function orderView(answer: OrderAnswer): OrderView {
  return {
    ...answer,
    items: answer.items.map(({ unitPrice, listPrice, optionPrices, ...line }) => ({
      ...line,
      unitPriceCents: eurosToCents(unitPrice),
      listPriceCents: eurosToCents(listPrice),
      optionPricesCents: {
        assembly: maybeCents(optionPrices.assembly),
        extraService: maybeCents(optionPrices.extraService),
        extraWarranty: maybeCents(optionPrices.extraWarranty),
        pickUpDiscount: maybeCents(optionPrices.pickUpDiscount),
      },
    })),
    totals: mapValues(answer.totals, eurosToCents),
  };
}
