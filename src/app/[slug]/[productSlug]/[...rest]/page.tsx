import { notFound, permanentRedirect } from "next/navigation";

import { getRewrite } from "@/server/catalogue/find-rewrite";
import { sharePublicly } from "@/host/page-cache/share-publicly";

/**
 * Deeper paths are no page of the shop, but an old site may have had them:
 * follow a known rewrite with a permanent redirect, else the Dutch 404 page.
 */
export default async function DeeperPath({ params }: PageProps<"/[slug]/[productSlug]/[...rest]">) {
  sharePublicly();
  const { slug, productSlug, rest } = await params;
  const moved = await getRewrite(`/${[slug, productSlug, ...rest].map(encodeURIComponent).join("/")}/`);
  if (moved) permanentRedirect(moved);
  notFound();
}
