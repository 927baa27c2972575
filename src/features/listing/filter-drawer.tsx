"use client";
import TuneIcon from "@mui/icons-material/Tune";
import Button from "@mui/material/Button";
import dynamic from "next/dynamic";
import { useState, useSyncExternalStore } from "react";

import { COPY } from "./copy";

// The drawer is an overlay: its code loads when a shopper first opens it (seed-spec §2).
const FilterDrawerPanel = dynamic(() => import("./filter-drawer-panel").then((module) => module.FilterDrawerPanel), { ssr: false });

const subscribe = () => () => undefined;

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
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const label = `${COPY.filter}${activeCount > 0 ? ` (${activeCount})` : ""}`;
  const sx = { bgcolor: "background.paper", minHeight: 40, whiteSpace: "nowrap" } as const;
  if (!hydrated) {
    return (
      <Button href="#filters" variant="outlined" startIcon={<TuneIcon />} sx={sx}>
        {label}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<TuneIcon />}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        sx={sx}
      >
        {label}
      </Button>
      {loaded ? <FilterDrawerPanel open={open} onClose={() => setOpen(false)} total={total} /> : null}
    </>
  );
}
