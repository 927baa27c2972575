/**
 * The names of an item's options (seed-spec §3), the same on the product page,
 * in the cart and at checkout, so that a shopper recognises what they chose.
 */
export const OPTION_LABELS = {
  assembly: "Installatie en montage",
  extraService: "Extra service",
  extraWarranty: "Extra garantie",
  pickUpDiscount: "Zelf afhalen in Zoeterwoude",
} as const;
