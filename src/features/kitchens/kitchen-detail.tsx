import NextLink from "next/link";

import { Breadcrumbs, type Crumb } from "@/components/navigation/breadcrumbs";
import { PageContainer } from "@/components/layout/page-container";
import { quoteRequestPagePath, SHOWROOM_PAGE } from "@/config/paths";
import { dayAndMonth, parseIsoDay } from "@/domain/delivery/days";
import { formatKitchenDimensions, KITCHEN_LAYOUT_LABELS, KITCHEN_STYLE_LABELS, type KitchenDimensions, type KitchenLayout, type KitchenStyle } from "@/domain/kitchens/kitchen";

import { KITCHEN_COPY } from "./copy";
import { KitchenPrice } from "./kitchen-price";
import styles from "./kitchens.module.css";

export interface KitchenDetailData {
  kitchenId: number;
  sku: string;
  name: string;
  brand: string;
  style: KitchenStyle;
  layout: KitchenLayout;
  dimensions: KitchenDimensions;
  front: string;
  worktop: string;
  priceFromCents: number;
  description: string;
  images: { url: string; alt: string }[];
  appliances: { productId: number; name: string; brand: string; category: string; url: string; priceCents: number; image: { url: string; alt: string } }[];
  showroom: { location: string; onShowSince: string; salePriceCents: number | null; note: string | null } | null;
}

function sinceText(isoDay: string): string {
  const day = parseIsoDay(isoDay);
  if (day === null) return "";
  return ` sinds ${dayAndMonth(day)} ${isoDay.slice(0, 4)}`;
}

/** A kitchen's page: the drawings, the price "vanaf" with the way to a quote, the facts and measures, the appliances it comes with, and the showroom. */
export function KitchenDetail({ crumbs, kitchen }: { crumbs: Crumb[]; kitchen: KitchenDetailData }) {
  const [main, ...rest] = kitchen.images;
  return (
    <PageContainer className={styles.page}>
      <Breadcrumbs crumbs={crumbs} />
      <h1 className={styles.title}>Keuken {kitchen.name}</h1>
      <p className={styles.intro}>
        {kitchen.brand} · {KITCHEN_STYLE_LABELS[kitchen.style]} · {KITCHEN_LAYOUT_LABELS[kitchen.layout]} · artikelnummer {kitchen.sku}
      </p>
      <div className={styles.detail}>
        <div>
          <figure className={styles.gallery}>
            {main ? <img src={main.url} alt={main.alt} width={800} height={600} className={`${styles.galleryImage} ${styles.galleryMain}`} fetchPriority="high" /> : null}
            {rest.map((image) => (
              <img key={image.url} src={image.url} alt={image.alt} width={800} height={600} className={styles.galleryImage} loading="lazy" decoding="async" />
            ))}
          </figure>
        </div>
        <aside className={styles.buyBox} aria-label="Prijs en offerte">
          <p className={styles.muted}>Complete keuken vanaf</p>
          <p>
            <KitchenPrice cents={kitchen.priceFromCents} className={styles.bigPrice} />
          </p>
          <p className={styles.muted}>{KITCHEN_COPY.priceNote}</p>
          <NextLink href={quoteRequestPagePath(kitchen.kitchenId)} className={styles.button} data-testid="kitchen-quote-link">
            {KITCHEN_COPY.quoteButton}
          </NextLink>
          <ul className={styles.check}>
            {KITCHEN_COPY.promises.map((promise) => (
              <li key={promise}>{promise}</li>
            ))}
          </ul>
          {kitchen.showroom ? (
            <p className={styles.showroomNote}>
              <strong>Te zien in onze showroom in {kitchen.showroom.location}</strong>
              {sinceText(kitchen.showroom.onShowSince)}.{" "}
              {kitchen.showroom.salePriceCents !== null ? (
                <>
                  Deze showroomkeuken is te koop voor <KitchenPrice cents={kitchen.showroom.salePriceCents} className={styles.sale} />.{" "}
                </>
              ) : null}
              <NextLink href={SHOWROOM_PAGE} className={styles.link}>
                Plan je bezoek
              </NextLink>
            </p>
          ) : (
            <p className={styles.muted}>
              Deze keuken staat niet in de showroom, maar je kunt er wel fronten en werkbladen van bekijken.{" "}
              <NextLink href={SHOWROOM_PAGE} className={styles.link}>
                Naar de showroom
              </NextLink>
            </p>
          )}
        </aside>
      </div>

      <h2 className={styles.sectionTitle}>Over deze keuken</h2>
      <p className={styles.description}>{kitchen.description}</p>

      <h2 className={styles.sectionTitle}>Kenmerken en maten</h2>
      <table className={styles.specs}>
        <tbody>
          <tr>
            <th scope="row">Stijl</th>
            <td>{KITCHEN_STYLE_LABELS[kitchen.style]}</td>
          </tr>
          <tr>
            <th scope="row">Opstelling</th>
            <td>{KITCHEN_LAYOUT_LABELS[kitchen.layout]}</td>
          </tr>
          <tr>
            <th scope="row">Afmetingen</th>
            <td>{formatKitchenDimensions(kitchen.dimensions)}</td>
          </tr>
          <tr>
            <th scope="row">Fronten</th>
            <td>{kitchen.front}</td>
          </tr>
          <tr>
            <th scope="row">Werkblad</th>
            <td>{kitchen.worktop}</td>
          </tr>
          <tr>
            <th scope="row">Merk</th>
            <td>{kitchen.brand}</td>
          </tr>
          <tr>
            <th scope="row">Artikelnummer</th>
            <td>{kitchen.sku}</td>
          </tr>
        </tbody>
      </table>

      {kitchen.appliances.length > 0 ? (
        <>
          <h2 className={styles.sectionTitle}>Inbouwapparatuur in deze keuken</h2>
          <p className={styles.muted}>Deze apparaten zitten in de vanafprijs. Liever een ander model? Dat zet je adviseur in je offerte.</p>
          <ul className={styles.appliances} data-testid="kitchen-appliances">
            {kitchen.appliances.map((appliance) => (
              <li key={appliance.productId} className={styles.appliance}>
                <img src={appliance.image.url} alt={appliance.image.alt} width={88} height={88} className={styles.applianceImage} loading="lazy" decoding="async" />
                <div>
                  <span className={styles.brand}>{appliance.category}</span>
                  <h3 className={styles.applianceName}>
                    <NextLink href={appliance.url} prefetch={false} className={styles.cardLink}>
                      {appliance.brand} {appliance.name}
                    </NextLink>
                  </h3>
                  <span className={styles.muted}>
                    Los <KitchenPrice cents={appliance.priceCents} />
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </PageContainer>
  );
}
