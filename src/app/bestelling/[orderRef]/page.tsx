import Alert from "@mui/material/Alert";
import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { PageContainer } from "@/components/layout/page-container";
import { ORDER_COPY } from "@/features/order/copy";
import { OrderPage } from "@/features/order/order-page";
import { getDatabase } from "@/server/db/client";
import { orderForPage } from "@/server/orders/order-for-page";

export const metadata: Metadata = { title: "Je bestelling", robots: { index: false, follow: false } };

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/** The order's confirmation and status (issue 5): for the session that placed it or the holder of the e-mail's link. */
export default async function OrderRoute({ params, searchParams }: PageProps<"/bestelling/[orderRef]">) {
  const { orderRef } = await params;
  const query = await searchParams;
  const token = firstValue(query.token);
  const result = await orderForPage(await getDatabase(), orderRef, token);
  if (result.kind === "notFound") notFound();
  if (result.kind === "forbidden") {
    return (
      <PageContainer sx={{ py: 3 }}>
        <Alert severity="warning">{ORDER_COPY.forbidden}</Alert>
      </PageContainer>
    );
  }
  return <OrderPage order={result.order} token={token} justPlaced={result.justPlaced} />;
}
