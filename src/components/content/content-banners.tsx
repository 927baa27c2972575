import { IntentLink } from "@/components/intent-link";

import styles from "./content-banners.module.css";

export interface ContentBanner {
  bannerId: number;
  title: string;
  text: string;
  link: string;
  image: { src: string; alt: string };
}

/**
 * The banners the shop placed on a page (front page, category, cart, search),
 * each wholly a link. Server-rendered without MUI, so a catalogue page that
 * shows one loads no theme for it.
 */
export function ContentBanners({ banners, label }: { banners: readonly ContentBanner[]; label: string }) {
  if (banners.length === 0) return null;
  return (
    <section aria-label={label} className={styles.banners}>
      <ul className={styles.list}>
        {banners.map((banner) => (
          <li key={banner.bannerId} data-banner-id={banner.bannerId}>
            <IntentLink href={banner.link} className={styles.banner} data-focus-ring="around">
              <img src={banner.image.src} alt={banner.image.alt} width={160} height={160} className={styles.image} loading="lazy" />
              <span className={styles.body}>
                <span className={styles.title}>{banner.title}</span>
                {banner.text ? <span className={styles.text}>{banner.text}</span> : null}
              </span>
            </IntentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
