import type { ReactNode } from "react";

import { companyDetails } from "@/config/company";
import { FocusedCheckout } from "@/features/checkout/checkout-header";

/**
 * The checkout's frame. Step 1 is plain markup (issue 24, the measured checkout
 * page); steps 2 and 3 still use MUI components and bring its theme in their pages.
 * A focused checkout (issue 19, point 10): its own bar with
 * the logo, "veilig bestellen" and customer service's number, instead of the
 * site's menus, promises, footer and bottom menu, so that nothing leads away
 * halfway through. The footer's newsletter band goes too: the checkout has its
 * own tick.
 */
export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <div data-without-newsletter-band="">
      <FocusedCheckout phones={companyDetails().phones}>{children}</FocusedCheckout>
    </div>
  );
}
