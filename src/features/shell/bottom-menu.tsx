"use client";
import { usePathname } from "next/navigation";

import { Icon } from "@/components/icons";
import { IntentLink } from "@/components/intent-link";
import { BOTTOM_MENU } from "@/config/site";

import controls from "./controls.module.css";

/** The bottom menu on xs and sm (§2): Home, Apparatuur and Afhalen. Hidden from md up. */
export function BottomMenu() {
  const pathname = usePathname();
  return (
    <nav aria-label="Snelmenu" data-testid="bottom-menu" className={controls.bottomMenu}>
      {BOTTOM_MENU.map((item) => {
        const current = item.href === "/" ? pathname === "/" : pathname.startsWith(item.href);
        return (
          <IntentLink key={item.href} href={item.href} aria-current={current ? "page" : undefined} className={controls.bottomLink}>
            <Icon name={item.icon} />
            {item.label}
          </IntentLink>
        );
      })}
    </nav>
  );
}
