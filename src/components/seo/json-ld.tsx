import type { Crumb } from "@/components/navigation/breadcrumbs";
import { scriptNonce } from "@/components/security/script-nonce";

/** JSON for a script element: `<` escaped, so that no text in the data can close the element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/**
 * One JSON-LD block; search engines read it from the server-rendered HTML. Data,
 * never run, but it carries the nonce anyway: every script element of the shop
 * does, so that no policy ever has to make an exception for one.
 */
export async function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" nonce={await scriptNonce()} dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

/** schema.org BreadcrumbList; the current page (the crumb without a link) gets the page's own URL. */
export function breadcrumbListJsonLd(crumbs: Crumb[], baseUrl: string, currentPath: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${baseUrl}${crumb.href ?? currentPath}`,
    })),
  };
}
