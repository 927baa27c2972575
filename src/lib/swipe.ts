/**
 * Horizontal swipes for touch screens (the product gallery): a pointer that went
 * down and came up far enough sideways, and more sideways than up or down (a
 * vertical move is the page scrolling), means "next" or "previous".
 */
import { useRef, type PointerEvent } from "react";

/** How far a finger must travel sideways before it is a swipe, in CSS pixels. */
export const SWIPE_DISTANCE = 40;

export type SwipeDirection = "next" | "previous" | null;

/** A move of (dx, dy) pixels: left is "next" (the next image comes in from the right). */
export function swipeDirection(dx: number, dy: number): SwipeDirection {
  if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? "next" : "previous";
}

/** Pointer handlers that call back on a touch or pen swipe; a mouse drags or clicks as usual. */
export function useSwipe(onSwipe: (direction: "next" | "previous") => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      start.current = event.pointerType === "mouse" ? null : { x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y);
      if (direction) onSwipe(direction);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
