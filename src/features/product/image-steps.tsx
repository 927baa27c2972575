/**
 * Moving through a product's images, the same on the page's gallery and in the
 * full-screen viewer: keys, the previous and next buttons, and wrapping round
 * at either end.
 */
import { Icon } from "@/components/icons";

import { COPY } from "./copy";

/** The image `index` lands on, wrapping round past the first or the last. */
export function wrapImageIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

const KEY_STEPS: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** The image a key moves to from `current`, or undefined for a key that does not move (or a single image). */
export function imageIndexForKey(key: string, current: number, count: number): number | undefined {
  if (count < 2) return undefined;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  const step = KEY_STEPS[key];
  return step === undefined ? undefined : wrapImageIndex(current + step, count);
}

/** The previous and next buttons; each place styles and positions them itself. */
export function StepButtons({ previousClassName, nextClassName, onStep }: { previousClassName: string; nextClassName: string; onStep: (step: -1 | 1) => void }) {
  return (
    <>
      <button type="button" className={previousClassName} onClick={() => onStep(-1)} aria-label={COPY.previousImage}>
        <Icon name="chevronLeft" />
      </button>
      <button type="button" className={nextClassName} onClick={() => onStep(1)} aria-label={COPY.nextImage}>
        <Icon name="chevronRight" />
      </button>
    </>
  );
}
