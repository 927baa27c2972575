/**
 * The staff mode's shop-only flags on a product page and a listing card
 * (specification §1 and §3; issue 21, part B): the margin code
 * (`marginCodeShow`), the shop-only price (`pricesShopOnlyShow`), icons for
 * what the shop has on show or in stock (`shopIconsShow`) and the options only
 * the shop sells (`shopOptionsShow`). Rendered on the server and only for a
 * signed-in member of staff: the page gives it nothing for a guest, so a
 * guest's HTML holds none of it. Each part only when its flag let it through
 * (`visibleShopOnly`).
 */
import { Icon } from "@/components/icons";
import type { ShopStock, VisibleShopOnly } from "@/domain/catalogue/shop-only";
import { formatPrice } from "@/domain/money";
import { type ShopId, shopName } from "@/domain/staff/shops";

import { STAFF_COPY } from "./copy";
import styles from "./staff.module.css";

/** The shops to show: the member's own shop when they stand in one (shop mode), otherwise every shop. */
function shopsFor(shops: readonly ShopStock[], shop: ShopId | null): ShopStock[] {
  const own = shop ? shops.filter((candidate) => candidate.shopId === shop) : [];
  return own.length > 0 ? own : [...shops];
}

function ShopIcons({ shops }: { shops: readonly ShopStock[] }) {
  return (
    <span className={styles.shopIcons}>
      {shops.map((shop) => (
        <span key={shop.shopId} className={styles.shopIconGroup} title={shopName(shop.shopId)}>
          {shop.inShowroom ? (
            <span className={styles.shopIcon} data-shop-icon="showroom">
              <Icon name="pickup" className={styles.shopIconSvg} />
              {STAFF_COPY.inShowroom}
            </span>
          ) : null}
          <span className={styles.shopIcon} data-shop-icon={shop.stock > 0 ? "in-stock" : "no-stock"}>
            <Icon name="appliances" className={styles.shopIconSvg} />
            {STAFF_COPY.shopStock(shop.stock)}
          </span>
        </span>
      ))}
    </span>
  );
}

/** The rows for the product page's staff facts (a `<dl>` of StaffProductFacts). */
export function StaffShopFactRows({ shopOnly, shop }: { shopOnly: VisibleShopOnly; shop: ShopId | null }) {
  return (
    <>
      {"marginCode" in shopOnly ? (
        <>
          <dt>{STAFF_COPY.marginCode}</dt>
          <dd data-testid="margin-code">{shopOnly.marginCode ?? STAFF_COPY.noMarginCode}</dd>
        </>
      ) : null}
      {"shopPriceCents" in shopOnly ? (
        <>
          <dt>{STAFF_COPY.shopPrice}</dt>
          <dd data-testid="shop-price">{shopOnly.shopPriceCents == null ? STAFF_COPY.noShopPrice : formatPrice(shopOnly.shopPriceCents)}</dd>
        </>
      ) : null}
      {shopOnly.shops && shopOnly.shops.length > 0 ? (
        <>
          <dt>{shop ? shopName(shop) : STAFF_COPY.inTheShop}</dt>
          <dd data-testid="shop-icons">
            <ShopIcons shops={shopsFor(shopOnly.shops, shop)} />
          </dd>
        </>
      ) : null}
      {shopOnly.options ? (
        <>
          <dt>{STAFF_COPY.shopOptions}</dt>
          <dd data-testid="shop-options">
            {shopOnly.options.length === 0 ? (
              STAFF_COPY.noShopOptions
            ) : (
              <ul className={styles.shopOptionList}>
                {shopOnly.options.map((option) => (
                  <li key={option.name}>
                    {option.name}: {formatPrice(option.priceCents)}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </>
      ) : null}
    </>
  );
}

/** The same, compact, on a listing card. */
export function StaffShopCardFacts({ shopOnly, shop }: { shopOnly: VisibleShopOnly; shop: ShopId | null }) {
  const parts: React.ReactNode[] = [];
  if ("marginCode" in shopOnly && shopOnly.marginCode) {
    parts.push(
      <span key="margin" data-testid="margin-code">
        {STAFF_COPY.marginCodeShort} {shopOnly.marginCode}
      </span>,
    );
  }
  if ("shopPriceCents" in shopOnly && shopOnly.shopPriceCents != null) {
    parts.push(
      <span key="price" data-testid="shop-price">
        {STAFF_COPY.shopPrice} {formatPrice(shopOnly.shopPriceCents)}
      </span>,
    );
  }
  if (shopOnly.shops && shopOnly.shops.length > 0) parts.push(<ShopIcons key="shops" shops={shopsFor(shopOnly.shops, shop)} />);
  if (shopOnly.options && shopOnly.options.length > 0) {
    parts.push(
      <span key="options" data-testid="shop-options" title={shopOnly.options.map((option) => `${option.name}: ${formatPrice(option.priceCents)}`).join("\n")}>
        {STAFF_COPY.shopOptionCount(shopOnly.options.length)}
      </span>,
    );
  }
  if (parts.length === 0) return null;
  return (
    <p className={styles.cardFacts} aria-label={STAFF_COPY.factsTitle} data-staff-only="">
      {parts}
    </p>
  );
}

/** The cards' lines of a listing page, by product id (an empty map for a guest, who has no facts). */
export function staffCardFactNodes(facts: ReadonlyMap<number, VisibleShopOnly>, shop: ShopId | null): Map<number, React.ReactNode> {
  return new Map([...facts].map(([productId, shopOnly]) => [productId, <StaffShopCardFacts key={productId} shopOnly={shopOnly} shop={shop} />]));
}
