import type { Page } from "@playwright/test";

/** One place the Tab key stopped, and what is wrong with its focus indicator (null: nothing). */
export interface FocusStop {
  element: string;
  problem: string | null;
}

/**
 * Presses Tab through the page until the focus comes back round (or `maxStops`),
 * and checks at every stop that the focused control, or a box around it up to
 * three levels up (a product card, the search box), shows a solid ring of at
 * least 2 px whose colour stands out 3:1 from what surrounds the ring
 * (WCAG 2.4.7 focus visible, 1.4.11 non-text contrast). Chromium's own `auto`
 * ring counts as a problem: the shop draws its own everywhere, in its colours.
 * MUI's outlined text field shows focus with its 2 px border instead, which counts.
 */
export async function tabThrough(page: Page, maxStops = 200): Promise<FocusStop[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    for (const seen of document.querySelectorAll("[data-focus-seen]")) seen.removeAttribute("data-focus-seen");
  });
  const stops: FocusStop[] = [];
  for (let index = 0; index < maxStops; index += 1) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(inspectFocus);
    if (stop === "again") break;
    if (stop !== null) stops.push(stop);
  }
  return stops;
}

/** Runs in the page: the focused element's indicator, "again" once the focus has been round. */
function inspectFocus(): FocusStop | "again" | null {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  if (element.hasAttribute("data-focus-seen")) return "again";
  element.setAttribute("data-focus-seen", "");

  type Colour = { r: number; g: number; b: number; a: number };
  const parse = (value: string): Colour | null => {
    const match = /rgba?\(([^)]+)\)/.exec(value);
    if (!match) return null;
    const [r = 0, g = 0, b = 0, a = 1] = match[1]!.split(/[\s,/]+/).filter(Boolean).map(Number);
    return { r, g, b, a };
  };
  const luminance = ({ r, g, b }: Colour) => {
    const channel = (value: number) => {
      const v = value / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (one: Colour, other: Colour) => {
    const [light, dark] = [luminance(one), luminance(other)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  /** The first opaque background from `node` outwards: what a ring drawn there is seen against. */
  const backgroundAt = (node: Element | null): Colour => {
    for (let current = node; current; current = current.parentElement) {
      const colour = parse(getComputedStyle(current).backgroundColor);
      if (colour && colour.a === 1) return colour;
    }
    return { r: 255, g: 255, b: 255, a: 1 };
  };

  const label = element.getAttribute("aria-label") ?? element.textContent?.trim() ?? "";
  const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === "string" ? "." + element.className.trim().split(/\s+/).join(".") : ""} "${label.slice(0, 40)}"`;
  if (element.closest(".MuiOutlinedInput-root.Mui-focused")) return { element: name, problem: null };

  let node: HTMLElement | null = element;
  for (let depth = 0; node && depth < 4; depth += 1, node = node.parentElement) {
    const style = getComputedStyle(node);
    const width = parseFloat(style.outlineWidth);
    if (style.outlineStyle === "none" || width === 0) continue;
    if (style.outlineStyle !== "solid") return { element: name, problem: `the browser's own ${style.outlineStyle} ring` };
    if (width < 2) return { element: name, problem: `a ring of ${width} px` };
    const ring = parse(style.outlineColor)!;
    // A ring drawn inside the box (negative offset) is seen against the box itself.
    const around = parseFloat(style.outlineOffset) < 0 ? backgroundAt(node) : backgroundAt(node.parentElement);
    const ratio = contrast(ring, around);
    if (ratio < 3) return { element: name, problem: `ring ${style.outlineColor} on rgb(${around.r}, ${around.g}, ${around.b}): ${ratio.toFixed(2)}:1` };
    return { element: name, problem: null };
  }
  return { element: name, problem: "no focus ring" };
}
