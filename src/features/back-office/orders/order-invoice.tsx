"use client";
/** The order's invoice: the PDF to download (`GET /api/orders/{orderRef}/invoice/`), or "Factuur maken" while there is none. */
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useDataProvider, useNotify, useRefresh } from "react-admin";

import { BACK_OFFICE_COPY as COPY } from "../copy";
import { orderPartUrl, type BackOfficeDataProvider } from "../data/data-provider";
import type { BackOfficeOrder } from "../data/types";
import { formatMoment } from "../format";
import { Section } from "./section";

const I = COPY.orders.invoice;

export function OrderInvoice({ order }: { order: BackOfficeOrder }) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const invoice = order.backOffice?.invoice ?? null;

  const issue = async () => {
    setBusy(true);
    try {
      await dataProvider.issueInvoice(order.orderRef);
      notify(I.issued, { type: "success" });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: "error" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title={COPY.orders.show.invoice} id="factuur">
      <Typography gutterBottom>{invoice ? I.number(invoice.invoiceNumber, formatMoment(invoice.issuedAt)) : I.none}</Typography>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
        {invoice ? (
          <Button variant="outlined" href={orderPartUrl(order.orderRef, "invoice")} download>
            {I.download}
          </Button>
        ) : (
          <Button variant="contained" disabled={busy} onClick={() => void issue()}>
            {I.issue}
          </Button>
        )}
      </Box>
    </Section>
  );
}
