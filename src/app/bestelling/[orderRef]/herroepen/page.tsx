import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { WithdrawalPage } from "@/features/order/withdrawal-page";
import { getDatabase } from "@/server/db/client";
import { orderForPage } from "@/server/orders/order-for-page";

export const metadata: Metadata = { title: "Aankoop herroepen", robots: { index: false, follow: false } };

/** The withdrawal function's confirmation step (decisions §7). */
export default async function WithdrawalRoute({ params, searchParams }: PageProps<"/bestelling/[orderRef]/herroepen">) {
  const result = await orderForPage(await getDatabase(), (await params).orderRef, (await searchParams).token);
  if (result.kind === "notFound") notFound();
  return <WithdrawalPage order={result.order} token={result.token} />;
}
