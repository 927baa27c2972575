"use client";
import MenuIcon from "@mui/icons-material/Menu";
import IconButton from "@mui/material/IconButton";
import dynamic from "next/dynamic";
import { useState } from "react";

import type { Navigation } from "@/domain/catalogue/navigation";

// The drawer is an overlay: its code is fetched only when a shopper opens it (§2).
const MobileMenuDrawer = dynamic(() => import("./mobile-menu-drawer").then((module) => module.MobileMenuDrawer), { ssr: false });

/** The main menu on xs and sm: a button that opens a drawer with the hubs and categories. */
export function MobileMenu({ navigation }: { navigation: Navigation }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        edge="start"
        aria-label="Menu openen"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        sx={{ display: { xs: "inline-flex", md: "none" } }}
      >
        <MenuIcon />
      </IconButton>
      {loaded && <MobileMenuDrawer open={open} onClose={() => setOpen(false)} navigation={navigation} />}
    </>
  );
}
