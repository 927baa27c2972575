"use client";
import { useRef, useState, type KeyboardEvent } from "react";

import { COPY } from "./copy";
import styles from "./product.module.css";

interface GalleryImage {
  url: string;
  alt: string;
}

/**
 * The product's drawn images: a large one and thumbnails. The thumbnails are a
 * group of toggle buttons with one tab stop; arrow keys, Home and End move
 * through them, and the large image has previous and next buttons.
 */
export function Gallery({ images }: { images: GalleryImage[] }) {
  const [current, setCurrent] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const image = images[current] ?? images[0];
  if (!image) return null;

  const show = (index: number, focus = false) => {
    const next = (index + count) % count;
    setCurrent(next);
    if (focus) thumbs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowDown: current + 1, ArrowLeft: current - 1, ArrowUp: current - 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target, true);
  };

  return (
    <section className={styles.gallery} aria-label={COPY.gallery}>
      <div className={styles.stage}>
        <img src={image.url} alt={image.alt} width={600} height={600} fetchPriority="high" className={styles.stageImage} />
        {count > 1 ? (
          <>
            <button type="button" className={`${styles.stageButton} ${styles.stagePrevious}`} onClick={() => show(current - 1)} aria-label={COPY.previousImage}>
              <svg viewBox="0 0 24 24" aria-hidden focusable="false">
                <path d="M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z" />
              </svg>
            </button>
            <button type="button" className={`${styles.stageButton} ${styles.stageNext}`} onClick={() => show(current + 1)} aria-label={COPY.nextImage}>
              <svg viewBox="0 0 24 24" aria-hidden focusable="false">
                <path d="M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" />
              </svg>
            </button>
            <p className={styles.stageCount} aria-live="polite">
              {COPY.image(current + 1, count)}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div className={styles.thumbs} role="group" aria-label="Kies een afbeelding" onKeyDown={onKeyDown}>
          {images.map((thumb, index) => (
            <button
              key={thumb.url}
              ref={(node) => {
                thumbs.current[index] = node;
              }}
              type="button"
              className={styles.thumb}
              aria-pressed={index === current}
              tabIndex={index === current ? 0 : -1}
              onClick={() => show(index)}
            >
              <img src={thumb.url} alt={`${COPY.image(index + 1, count)}: ${thumb.alt}`} width={96} height={96} loading="lazy" />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
