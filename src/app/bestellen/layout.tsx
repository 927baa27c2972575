import type { ReactNode } from "react";

import { MuiTheme } from "@/components/theme/mui-theme";

/**
 * These pages are built from MUI components: they get MUI's theme (the catalogue
 * pages do without). The checkout keeps the footer's newsletter band away: it
 * has its own tick, and should not lead elsewhere.
 */
export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <MuiTheme>
      <div data-without-newsletter-band="">{children}</div>
    </MuiTheme>
  );
}
