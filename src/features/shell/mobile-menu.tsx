"use client";
import dynamic from "next/dynamic";
import { useState } from "react";

import { Icon } from "@/components/icons";
import type { Navigation } from "@/domain/catalogue/navigation";

import controls from "./controls.module.css";

// The drawer is an overlay: its code is fetched only when a shopper opens it (§2).
const MobileMenuDrawer = dynamic(() => import("./mobile-menu-drawer").then((module) => module.MobileMenuDrawer), { ssr: false });

/** The main menu on xs and sm: a button that opens a drawer with the hubs and categories. */
export function MobileMenu({ navigation }: { navigation: Navigation }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${controls.iconButton} ${controls.menuButton}`}
        aria-label="Menu openen"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Icon name="menu" />
      </button>
      {loaded && <MobileMenuDrawer open={open} onClose={() => setOpen(false)} navigation={navigation} />}
    </>
  );
}
