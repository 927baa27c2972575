"use client";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";

import { Icon } from "@/components/icons";
import { imageSrcSet } from "@/domain/catalogue/uploaded-images";
import { useSwipe } from "@/lib/swipe";

import { COPY } from "./copy";
import styles from "./gallery-viewer.module.css";
import { imageIndexForKey, StepButtons, wrapImageIndex } from "./image-steps";

interface ViewerImage {
  url: string;
  alt: string;
}

interface GalleryViewerProps {
  images: readonly ViewerImage[];
  /** The image it opens on. */
  start: number;
  /** The product's name, the viewer's heading. */
  title: string;
  /** Closed (Escape, the close button or a click beside the image), on this image. */
  onClose: (index: number) => void;
}

/** How much a click on the image enlarges it. */
const ZOOM = 2.5;

/**
 * The product's images over the whole screen (Coolblue's "vergroten"): a native
 * modal dialog, so the browser keeps focus inside it, closes it on Escape and
 * gives focus back to the image that opened it. Arrow keys and swipes move
 * through the images; a click (or tap) on the image enlarges it at that point,
 * and while enlarged the pointer pans it.
 */
export function GalleryViewer({ images, start, title, onClose }: GalleryViewerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [current, setCurrent] = useState(start);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const titleId = useId();
  const count = images.length;
  const image = images[current] ?? images[0];

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const show = (index: number) => {
    setCurrent(wrapImageIndex(index, count));
    setZoom(null);
  };
  const swipe = useSwipe((direction) => {
    if (!zoom) show(direction === "next" ? current + 1 : current - 1);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const target = imageIndexForKey(event.key, current, count);
    if (target === undefined) return;
    event.preventDefault();
    show(target);
  };
  // A click on the dialog itself, not on what is in it, is a click on the dimmed page around it.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) dialog.current?.close();
  };
  const pointAt = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - box.left) / box.width) * 100, y: ((event.clientY - box.top) / box.height) * 100 };
  };

  if (!image) return null;
  return (
    <dialog ref={dialog} className={styles.viewer} aria-labelledby={titleId} onClose={() => onClose(current)} onKeyDown={onKeyDown} onClick={onDialogClick}>
      <div className={styles.bar}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {count > 1 ? (
          <p className={styles.count} aria-live="polite">
            {COPY.image(current + 1, count)}
          </p>
        ) : null}
        <button type="button" className={styles.close} onClick={() => dialog.current?.close()} aria-label={COPY.closeViewer} autoFocus>
          <Icon name="close" />
        </button>
      </div>
      <div className={styles.frame} {...swipe}>
        <button
          type="button"
          className={styles.zoomArea}
          aria-pressed={zoom !== null}
          aria-label={zoom ? COPY.zoomOut : COPY.zoomIn}
          onClick={(event) => setZoom(zoom ? null : pointAt(event))}
          onMouseMove={(event) => {
            if (zoom) setZoom(pointAt(event));
          }}
        >
          <img
            src={image.url}
            srcSet={imageSrcSet(image.url)}
            sizes="100vw"
            alt={image.alt}
            className={styles.image}
            style={zoom ? { transform: `scale(${ZOOM})`, transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
            draggable={false}
          />
        </button>
        {count > 1 ? <StepButtons previousClassName={`${styles.step} ${styles.previous}`} nextClassName={`${styles.step} ${styles.next}`} onStep={(step) => show(current + step)} /> : null}
      </div>
    </dialog>
  );
}
