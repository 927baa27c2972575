import { IntentLink } from "@/components/intent-link";
import { PageContainer } from "@/components/layout/page-container";
import type { HeroBlock } from "@/schemas/front-content";

import shared from "@/components/layout/shared.module.css";

import styles from "./home.module.css";

/** A transparent pixel: what a phone loads instead of the hero's pictures, which it does not show. */
const NOTHING = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/** The front page's hero, as the shop wrote it in the block `home.hero`. */
export function Hero({ hero }: { hero: HeroBlock }) {
  const [primary, secondary] = hero.buttons;
  return (
    <section aria-labelledby="hero-title" className={styles.hero}>
      <PageContainer className={styles.heroInner}>
        <div>
          <h1 id="hero-title" className={styles.heroTitle}>
            {hero.heading}
          </h1>
          {hero.text ? <p className={styles.heroText}>{hero.text}</p> : null}
          <div className={styles.heroButtons}>
            {primary ? (
              <IntentLink href={primary.link} className={shared.button}>
                {primary.label}
              </IntentLink>
            ) : null}
            {secondary ? (
              <IntentLink href={secondary.link} className={`${shared.button} ${shared.buttonOutlined} ${styles.buttonOnBanner}`}>
                {secondary.label}
              </IntentLink>
            ) : null}
          </div>
        </div>
        {hero.images.length > 0 ? (
          <div className={styles.heroImages} style={{ gridTemplateColumns: `repeat(${hero.images.length}, minmax(0, 1fr))` }}>
            {hero.images.map((image, index) => (
              // Hidden on phones: the empty source there keeps the phone from downloading what it would not show.
              <picture key={`${image.src}-${index}`}>
                <source media="(max-width: 599.98px)" srcSet={NOTHING} />
                <img
                  src={image.src}
                  alt={image.alt}
                  aria-hidden={image.alt === "" ? true : undefined}
                  width={400}
                  height={400}
                  fetchPriority="high"
                  className={hero.images.length === 3 && index === 1 ? `${styles.heroImage} ${styles.heroImageRaised}` : styles.heroImage}
                />
              </picture>
            ))}
          </div>
        ) : null}
      </PageContainer>
    </section>
  );
}
