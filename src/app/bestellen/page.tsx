import { redirect } from "next/navigation";

/** /bestellen/ starts at the first step (issue 5). */
export default function CheckoutRoute() {
  redirect("/bestellen/gegevens/");
}
