"use client";
import dynamic from "next/dynamic";
import { useState } from "react";

import { Icon } from "@/components/icons";
import { useHydrated } from "@/lib/use-hydrated";

import { COPY } from "./copy";
import styles from "./listing.module.css";

// The drawer is an overlay: its code loads when a shopper first opens it (seed-spec §2).
const FilterDrawerPanel = dynamic(() => import("./filter-drawer-panel").then((module) => module.FilterDrawerPanel), { ssr: false });

/**
 * 'Filteren' on xs and sm. Opens the filters in a drawer: the sidebar's own,
 * moved in while it is open (filter-panel.tsx). They are server-rendered links,
 * so the results and counts behind the drawer update as a shopper chooses.
 * Until JavaScript runs (or without it) the button is a link to the filters in
 * the page (#filters), which CSS then shows in place.
 */
export function FilterDrawer({ total, activeCount }: { total: number; activeCount: number }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const hydrated = useHydrated();
  const label = `${COPY.filter}${activeCount > 0 ? ` (${activeCount})` : ""}`;
  if (!hydrated) {
    return (
      <a href="#filters" className={styles.filterButton}>
        <Icon name="filters" />
        {label}
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        className={styles.filterButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Icon name="filters" />
        {label}
      </button>
      {loaded ? <FilterDrawerPanel open={open} onClose={() => setOpen(false)} total={total} /> : null}
    </>
  );
}
