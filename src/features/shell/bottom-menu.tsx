"use client";
import HomeOutlinedIcon from "@mui/icons-material/HomeOutlined";
import KitchenOutlinedIcon from "@mui/icons-material/KitchenOutlined";
import StorefrontOutlinedIcon from "@mui/icons-material/StorefrontOutlined";
import Box from "@mui/material/Box";
import { usePathname } from "next/navigation";

import { BoxLink } from "@/components/links";
import { BOTTOM_MENU } from "@/config/site";
import { BOTTOM_MENU_HEIGHT } from "@/components/theme/layout";

const ICONS = { home: HomeOutlinedIcon, appliances: KitchenOutlinedIcon, pickup: StorefrontOutlinedIcon } as const;

/** The bottom menu on xs and sm (§2): Home, Apparatuur and Afhalen. Hidden from md up. */
export function BottomMenu() {
  const pathname = usePathname();
  return (
    <Box
      component="nav"
      aria-label="Snelmenu"
      data-testid="bottom-menu"
      sx={{
        display: { xs: "flex", md: "none" },
        position: "fixed",
        insetInline: 0,
        bottom: 0,
        height: BOTTOM_MENU_HEIGHT,
        zIndex: 30,
        bgcolor: "background.paper",
        borderTop: "1px solid",
        borderColor: "divider",
        paddingBottom: "env(safe-area-inset-bottom)",
      }}
    >
      {BOTTOM_MENU.map((item) => {
        const Icon = ICONS[item.icon];
        const current = item.href === "/" ? pathname === "/" : pathname.startsWith(item.href);
        return (
          <BoxLink
            key={item.href}
            href={item.href}
            aria-current={current ? "page" : undefined}
            sx={{
              flex: 1,
              display: "flex",
              flexDirection: "column",
              alignItems: "center",
              justifyContent: "center",
              gap: 0.25,
              fontSize: 13,
              fontWeight: current ? 700 : 500,
              color: current ? "primary.main" : "text.secondary",
              textDecoration: "none",
            }}
          >
            <Icon aria-hidden />
            {item.label}
          </BoxLink>
        );
      })}
    </Box>
  );
}
