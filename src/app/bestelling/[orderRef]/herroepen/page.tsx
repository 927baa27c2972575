import Alert from "@mui/material/Alert";
import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { PageContainer } from "@/components/layout/page-container";
import { ORDER_COPY } from "@/features/order/copy";
import { WithdrawalPage } from "@/features/order/withdrawal-page";
import { getDatabase } from "@/server/db/client";
import { orderForPage } from "@/server/orders/order-for-page";

export const metadata: Metadata = { title: "Aankoop herroepen", robots: { index: false, follow: false } };

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/** The withdrawal function's confirmation step (decisions §7). */
export default async function WithdrawalRoute({ params, searchParams }: PageProps<"/bestelling/[orderRef]/herroepen">) {
  const { orderRef } = await params;
  const token = firstValue((await searchParams).token);
  const result = await orderForPage(await getDatabase(), orderRef, token);
  if (result.kind === "notFound") notFound();
  if (result.kind === "forbidden") {
    return (
      <PageContainer sx={{ py: 3 }}>
        <Alert severity="warning">{ORDER_COPY.forbidden}</Alert>
      </PageContainer>
    );
  }
  return <WithdrawalPage order={result.order} token={token} />;
}
