"use client";
import { type ReactNode, useId, useRef, useState } from "react";

import shared from "@/components/layout/shared.module.css";

import styles from "./shell.module.css";

/**
 * One hub of the main menu: its link, a button that opens its panel of
 * categories, and the panel (the WAI-ARIA disclosure pattern for navigation).
 * A mouse opens the panel on hover with CSS alone; the keyboard opens it with
 * the button, so the closed panels' two dozen links are no Tab stops on every
 * page. Escape closes it and puts focus back on the button; so does leaving it.
 */
export function MegaMenuItem({ hubName, link, panel }: { hubName: string; link: ReactNode; panel: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <li
      className={styles.menuItem}
      data-open={open || undefined}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        setOpen(false);
        toggle.current?.focus();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {link}
      <button ref={toggle} type="button" className={styles.menuToggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <svg className={styles.menuArrow} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z" />
        </svg>
        <span className={shared.visuallyHidden}>Categorieën van {hubName.toLowerCase()}</span>
      </button>
      <div id={panelId} data-panel className={styles.panel}>
        {panel}
      </div>
    </li>
  );
}
