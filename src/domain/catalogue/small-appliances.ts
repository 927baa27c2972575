/**
 * Small appliances (kettles, coffee machines, vacuums ...) are carried in by hand,
 * so floor delivery and the elevator question do not apply to them. The shop
 * knows them by category id; decisions §3 fixes the ranges, and the seed catalogue
 * puts every small-appliance category inside them.
 */

/** Inclusive [first, last] ranges of small-appliance category ids. */
export const SMALL_APPLIANCE_CATEGORY_ID_RANGES: readonly (readonly [number, number])[] = [
  [2071, 2084],
  [2134, 2134],
  [2236, 2251],
  [2298, 2300],
];

/** Every small-appliance category id, ascending. */
export const SMALL_APPLIANCE_CATEGORY_IDS: readonly number[] = SMALL_APPLIANCE_CATEGORY_ID_RANGES.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, i) => first + i),
);

/** True when floor selection must be disabled for a product of this category. */
export function isSmallApplianceCategory(categoryId: number): boolean {
  if (!Number.isInteger(categoryId)) return false;
  return SMALL_APPLIANCE_CATEGORY_ID_RANGES.some(([first, last]) => categoryId >= first && categoryId <= last);
}
