"use client";
import dynamic from "next/dynamic";
import { useState, type MouseEvent } from "react";

import { energyClassColour } from "@/domain/catalogue/energy-label";

import type { EnergyLabelInfo } from "./energy-label-info";
import styles from "./product.module.css";
import shared from "@/components/layout/shared.module.css";

// The dialog is an overlay: its code loads when a shopper first opens a label.
const EnergyLabelDialog = dynamic(() => import("./energy-label-dialog").then((module) => module.EnergyLabelDialog), { ssr: false });

/**
 * The class arrow of the EU energy label next to a price (decisions §7). It opens
 * the full label and the product information sheet. Without JavaScript it is a
 * link to the product page's label and sheet (`fallbackHref`).
 */
export function EnergyLabelButton({ label, fallbackHref, size = "medium" }: { label: EnergyLabelInfo; fallbackHref: string; size?: "medium" | "large" }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setLoaded(true);
    setOpen(true);
  };
  return (
    <>
      <a
        href={fallbackHref}
        onClick={onClick}
        aria-haspopup="dialog"
        className={size === "large" ? `${styles.arrow} ${styles.arrowLarge}` : styles.arrow}
        style={{ backgroundColor: energyClassColour(label.energyClass) }}
      >
        <span className={shared.visuallyHidden}>Energieklasse </span>
        {label.energyClass}
        <span className={shared.visuallyHidden}>: energielabel en productinformatieblad bekijken</span>
      </a>
      {loaded ? <EnergyLabelDialog open={open} onClose={() => setOpen(false)} label={label} /> : null}
    </>
  );
}
