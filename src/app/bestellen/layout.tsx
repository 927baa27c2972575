import type { ReactNode } from "react";

import { MuiTheme } from "@/components/theme/mui-theme";
import { companyDetails } from "@/config/company";
import { FocusedCheckout } from "@/features/checkout/checkout-header";

/**
 * These pages are built from MUI components: they get MUI's theme (the catalogue
 * pages do without). A focused checkout (issue 19, point 10): its own bar with
 * the logo, "veilig bestellen" and customer service's number, instead of the
 * site's menus, promises, footer and bottom menu, so that nothing leads away
 * halfway through. The footer's newsletter band goes too: the checkout has its
 * own tick.
 */
export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <MuiTheme>
      <div data-without-newsletter-band="">
        <FocusedCheckout phones={companyDetails().phones}>{children}</FocusedCheckout>
      </div>
    </MuiTheme>
  );
}
