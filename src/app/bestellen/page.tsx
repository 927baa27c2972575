import { redirect } from "next/navigation";

import { CHECKOUT_STEP_PAGES } from "@/config/paths";

/** /bestellen/ starts at the first step (issue 5). */
export default function CheckoutRoute() {
  redirect(CHECKOUT_STEP_PAGES.gegevens);
}
