import { permanentRedirect } from "next/navigation";

import { CONTACT_PAGE } from "@/config/paths";

/** /contact/ is where people look first: 301 to the contact page (npm start sends Next.js's permanent redirect as 301). */
export default function ContactRedirect(): never {
  permanentRedirect(CONTACT_PAGE);
}
