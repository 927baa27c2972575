"use client";
/**
 * "Aan offerte toevoegen" beside "In winkelwagen" (issue 22, point 2): the
 * quote admin options of staff with `quoteRequestAdminOptionsShow`. The page
 * renders this island only for such a member (and staff pages never come from
 * the shared page cache), and its working part is a chunk of its own loaded
 * here, so a guest's browser never loads any of it.
 */
import dynamic from "next/dynamic";

const QuoteAdminMenu = dynamic(() => import("./quote-admin-menu").then((module) => module.QuoteAdminMenu), { ssr: false });

export function QuoteAdminButton({ productId, productName }: { productId: number; productName: string }) {
  return <QuoteAdminMenu productId={productId} productName={productName} />;
}
