"use client";
/**
 * react-admin 5's DataTable gives its row and "select all" checkboxes an
 * `aria-label`, which MUI 9's Checkbox puts on its outer <span> rather than on
 * the <input>: a screen reader hears an unlabelled checkbox, and axe reports
 * both (aria-prohibited-attr, label). Until react-admin passes it through
 * `slotProps.input`, this moves each label onto its input, also for rows drawn
 * later (paging, filters).
 */
import { type RefObject, useEffect } from "react";

function moveLabels(root: HTMLElement): void {
  for (const span of root.querySelectorAll<HTMLElement>("span[aria-label]")) {
    const input = span.querySelector<HTMLInputElement>(":scope > input[type='checkbox']");
    if (!input) continue;
    input.setAttribute("aria-label", span.getAttribute("aria-label") ?? "");
    span.removeAttribute("aria-label");
  }
}

export function useCheckboxLabels(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    moveLabels(root);
    const observer = new MutationObserver(() => moveLabels(root));
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-label"] });
    return () => observer.disconnect();
  }, [ref]);
}
