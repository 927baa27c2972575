/**
 * The product answer (GET /api/products/{productId}/) shaped from what the
 * product page reads: specification §3's Product fields under their §3 names,
 * money in euros, and the shop's own extras beside them. Field by field rather
 * than a generic walk over the whole detail (euros.ts): this is the hottest API
 * answer, and the explicit shape is what its schema (schemas/answers/product.ts)
 * names.
 *
 * What a guest may not see (guest-product-facts.ts) is left out here: the stock
 * on hand and the make-amends discount are for staff only.
 */
import type { ProductCombination, ProductDetail } from "@/domain/catalogue/product-detail";
import { type ProductPriceAmounts, type ProductSummary, sellingPriceCents, summaryPriceAmounts } from "@/domain/catalogue/product-summary";
import type { CartProduct } from "@/domain/cart/types";
import { centsToEuros } from "@/domain/money";
import type {
  ListedProductAmountsAnswer,
  ProductAmountsAnswer,
  ProductCombinationAnswer,
  ProductDetailAnswer,
  ProductDiscounts,
  ProductPricesAnswer,
  ProductSummaryAnswer,
} from "@/schemas/answers/product";

const maybeEuros = (cents: number | null | undefined) => (cents == null ? null : centsToEuros(cents));

/** The amounts of a product's price, and for staff the make-amends discount customer service may grant. */
export interface ProductAmountFacts extends ProductPriceAmounts {
  makeAmendsDiscountCents?: number | null;
}

/** The §3 prices and options of a product, from the catalogue's cents; `price` is the list price. The fields are the cart rules' own. */
export type ProductPriceFacts = ProductAmountFacts &
  Pick<
    CartProduct,
    | "deliveryCostCents"
    | "assemblyPriceCents"
    | "assemblyPriceSecondaryCents"
    | "extraServicePriceCents"
    | "extraWarrantyPriceCents"
    | "freeAssembly"
    | "freeAssemblyDismissable"
    | "freeExtraService"
    | "freeExtraWarranty"
    | "freeExtraWarrantyDismissable"
    | "pickUpDiscountCents"
    | "expired"
  >;

/**
 * `price`, `discounts` and `sellingPrice` of §3: the one shaping of a product's
 * amounts, used by every answer that carries a product (this one, a cart's
 * products, listing items, search suggestions), so `price` means the list price
 * everywhere in the API.
 */
export function productAmountsAnswer(facts: ProductAmountFacts, options: { withMakeAmends: boolean }): ProductAmountsAnswer {
  const discounts: ProductDiscounts = {
    cashDesk: { price: maybeEuros(facts.cashDeskDiscountCents) },
    ...(options.withMakeAmends ? { makeAmends: { price: maybeEuros(facts.makeAmendsDiscountCents) } } : {}),
    cashback: { price: maybeEuros(facts.cashbackCents) },
  };
  return {
    price: centsToEuros(facts.listPriceCents),
    sellingPrice: centsToEuros(sellingPriceCents(facts.listPriceCents, facts.cashDeskDiscountCents)),
    discounts,
  };
}

/** The amounts of a listed product (listing items, alternatives, suggestions): lists never show the make-amends discount. */
export function listedProductAmountsAnswer(amounts: ProductPriceAmounts): ListedProductAmountsAnswer {
  return productAmountsAnswer(amounts, { withMakeAmends: false });
}

/** Shared by the product answer and the products of a cart answer, so both carry the same names and meanings. */
export function productPricesAnswer(facts: ProductPriceFacts, options: { withMakeAmends: boolean }): ProductPricesAnswer {
  return {
    ...productAmountsAnswer(facts, options),
    deliveryCost: centsToEuros(facts.deliveryCostCents),
    assemblyPrice: maybeEuros(facts.assemblyPriceCents),
    assemblyPriceSecondary: maybeEuros(facts.assemblyPriceSecondaryCents),
    extraServicePrice: maybeEuros(facts.extraServicePriceCents),
    extraWarrantyPrice: maybeEuros(facts.extraWarrantyPriceCents),
    freeAssembly: facts.freeAssembly,
    freeAssemblyDismissable: facts.freeAssemblyDismissable,
    freeExtraService: facts.freeExtraService,
    freeExtraWarranty: facts.freeExtraWarranty,
    freeExtraWarrantyDismissable: facts.freeExtraWarrantyDismissable,
    pickUpDiscountPrice: maybeEuros(facts.pickUpDiscountCents),
    expired: facts.expired,
  };
}

/** A product card of a listing, the alternatives or a combination. */
export function productSummaryAnswer(summary: ProductSummary): ProductSummaryAnswer {
  return {
    productId: summary.productId,
    brand: summary.brand,
    name: summary.name,
    url: summary.url,
    image: summary.image,
    category: summary.category,
    ...listedProductAmountsAnswer(summaryPriceAmounts(summary)),
    priceBeforeDiscount: maybeEuros(summary.priceBeforeDiscountCents),
    keySpecifications: summary.keySpecifications,
    energyClass: summary.energyClass,
    ratingAverage: summary.ratingAverage,
    ratingCount: summary.ratingCount,
    inStock: summary.inStock,
    stockEstimatedDate: summary.stockEstimatedDate,
    ...(summary.delivery ? { delivery: summary.delivery } : {}),
    ...(summary.tags ? { tags: summary.tags } : {}),
  };
}

function combinationAnswer(combination: ProductCombination): ProductCombinationAnswer {
  return {
    combinationId: combination.combinationId,
    slug: combination.slug,
    name: combination.name,
    discount: centsToEuros(combination.discountCents),
    products: combination.products.map(productSummaryAnswer),
    totalPrice: centsToEuros(combination.totalPriceCents),
  };
}

/** The product as the caller may see it: staff also get the stock on hand and the make-amends discount. */
export function productDetailAnswer(detail: ProductDetail, viewer: { staff: boolean }): ProductDetailAnswer {
  const { options } = detail;
  return {
    productId: detail.productId,
    brand: detail.brand,
    name: detail.name,
    ean: detail.ean,
    productType: detail.productType.code,
    ...productPricesAnswer(
      {
        listPriceCents: detail.listPriceCents,
        cashDeskDiscountCents: detail.cashDeskDiscountCents,
        makeAmendsDiscountCents: detail.makeAmendsDiscountCents,
        cashbackCents: detail.cashbackCents,
        deliveryCostCents: detail.deliveryCostCents,
        assemblyPriceCents: options.assembly?.priceCents ?? null,
        assemblyPriceSecondaryCents: options.assembly?.secondaryPriceCents ?? null,
        extraServicePriceCents: options.extraService?.priceCents ?? null,
        extraWarrantyPriceCents: options.extraWarranty?.priceCents ?? null,
        freeAssembly: options.assembly?.free ?? false,
        freeAssemblyDismissable: options.assembly?.dismissable ?? false,
        freeExtraService: options.extraService?.free ?? false,
        freeExtraWarranty: options.extraWarranty?.free ?? false,
        freeExtraWarrantyDismissable: options.extraWarranty?.dismissable ?? false,
        pickUpDiscountCents: options.pickUpDiscountCents,
        expired: detail.expired,
      },
      { withMakeAmends: viewer.staff },
    ),
    combinations: detail.combinations.map(combinationAnswer),
    productTypeName: detail.productType.name,
    url: detail.url,
    image: detail.image,
    category: detail.category,
    priceBeforeDiscount: maybeEuros(detail.priceBeforeDiscountCents),
    keySpecifications: detail.keySpecifications,
    energyClass: detail.energyClass,
    ratingAverage: detail.ratingAverage,
    ratingCount: detail.ratingCount,
    inStock: detail.inStock,
    stockEstimatedDate: detail.stockEstimatedDate,
    ...(detail.delivery ? { delivery: detail.delivery } : {}),
    tags: detail.tags,
    series: detail.series,
    colour: detail.colour,
    description: detail.description,
    hub: detail.hub,
    categoryId: detail.categoryId,
    images: detail.images,
    specifications: detail.specifications,
    ...(viewer.staff ? { stock: detail.stock } : {}),
    floorSelectionDisabled: detail.floorSelectionDisabled,
    faq: detail.faq,
    alternatives: detail.alternatives.map(productSummaryAnswer),
  };
}
