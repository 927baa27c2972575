"use client";
import dynamic from "next/dynamic";
import { useRef, useState, type KeyboardEvent } from "react";

import { Icon } from "@/components/icons";
import { imageSrcSet } from "@/domain/catalogue/uploaded-images";
import { useSwipe } from "@/lib/swipe";

import { COPY } from "./copy";
import { imageIndexForKey, StepButtons, wrapImageIndex } from "./image-steps";
import styles from "./product.module.css";

// Only fetched when a shopper enlarges an image.
const GalleryViewer = dynamic(() => import("./gallery-viewer").then((module) => module.GalleryViewer), { ssr: false });

interface GalleryImage {
  url: string;
  alt: string;
}

/**
 * The product's drawn images: a large one and thumbnails. The thumbnails are a
 * group of toggle buttons with one tab stop; arrow keys, Home and End move
 * through them, and the large image has previous and next buttons; on a touch
 * screen a swipe moves too. The large image links to itself: without
 * JavaScript that opens it on its own, with it the viewer enlarges it over the
 * whole screen.
 */
export function Gallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const [current, setCurrent] = useState(0);
  const [enlarged, setEnlarged] = useState(false);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const image = images[current] ?? images[0];

  const show = (index: number, focus = false) => {
    const next = wrapImageIndex(index, count);
    setCurrent(next);
    if (focus) thumbs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = imageIndexForKey(event.key, current, count);
    if (target === undefined) return;
    event.preventDefault();
    show(target, true);
  };

  const swipe = useSwipe((direction) => show(direction === "next" ? current + 1 : current - 1));
  if (!image) return null;

  return (
    <section className={count > 1 ? styles.gallery : `${styles.gallery} ${styles.single}`} aria-label={COPY.gallery}>
      <div className={styles.stage} {...(count > 1 ? swipe : {})}>
        <a
          href={image.url}
          className={styles.stageLink}
          aria-label={COPY.enlargeImage(image.alt)}
          onClick={(event) => {
            event.preventDefault();
            setEnlarged(true);
          }}
        >
          <img src={image.url} srcSet={imageSrcSet(image.url)} sizes="(max-width: 899px) 100vw, 600px" alt={image.alt} width={600} height={600} fetchPriority="high" className={styles.stageImage} draggable={false} />
          <span className={styles.stageZoom} aria-hidden>
            <Icon name="zoomIn" />
          </span>
        </a>
        {count > 1 ? (
          <>
            <StepButtons
              previousClassName={`${styles.stageButton} ${styles.stagePrevious}`}
              nextClassName={`${styles.stageButton} ${styles.stageNext}`}
              onStep={(step) => show(current + step)}
            />
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
              <img src={thumb.url} srcSet={imageSrcSet(thumb.url)} sizes="68px" alt={`${COPY.image(index + 1, count)}: ${thumb.alt}`} width={96} height={96} loading="lazy" />
            </button>
          ))}
        </div>
      ) : null}
      {enlarged ? (
        <GalleryViewer
          images={images}
          start={current}
          title={title}
          onClose={(index) => {
            setEnlarged(false);
            setCurrent(index);
          }}
        />
      ) : null}
    </section>
  );
}
