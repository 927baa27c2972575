/**
 * The shops a member of staff can work in (specification §3: the app state's
 * `shop`, "none" by default). A member of staff who sets the shop they stand
 * in is in shop mode: the shop's own prices and options are for the customer
 * at the counter. The shop has one: the pick-up point in Zoeterwoude (§1).
 */
export const SHOPS = [{ shopId: "zoeterwoude", name: "Afhaalcentrum Zoeterwoude" }] as const;
export type ShopId = (typeof SHOPS)[number]["shopId"];
export const SHOP_IDS = SHOPS.map((shop) => shop.shopId) as [ShopId, ...ShopId[]];

export function shopName(shopId: ShopId): string {
  return SHOPS.find((shop) => shop.shopId === shopId)!.name;
}
