"use client";
/**
 * What the customer will see (issue 21, point 2): the selling price, and
 * whether a struck-through price shows, with the reason when not. As saved:
 * the server's verdict (the whole price history). While the admin changes the
 * list price or the cash-desk discount: the same Omnibus rule
 * (domain/catalogue/omnibus.ts) on the last 60 days with the change as a new
 * point now; the server decides again at saving. Below it, the price history.
 */
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useWatch } from "react-hook-form";
import { useRecordContext } from "react-admin";

import { omnibusVerdict } from "@/domain/catalogue/omnibus";
import { omnibusExplanation } from "@/domain/catalogue/omnibus-explanation";
import { eurosToCents } from "@/domain/money";

import { formatEuros, formatMoment } from "../format";

import { PRODUCT_COPY as COPY } from "./product-copy";
import type { CustomerView, PricePointJson } from "./product-types";

const V = COPY.customerView;

function amount(value: unknown): number | null {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && value.trim() !== "") {
    const parsed = Number(value.replace(",", "."));
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

export function CustomerViewPanel() {
  const record = useRecordContext<{ price?: number; cashDeskDiscount?: number | null; customerView?: CustomerView; priceHistory?: PricePointJson[] }>();
  const price = amount(useWatch({ name: "price" }));
  const discount = amount(useWatch({ name: "cashDeskDiscount" })) ?? 0;
  const saved = record?.customerView;
  const history = record?.priceHistory ?? [];
  const changed = price !== null && (!record || price !== record.price || discount !== (record.cashDeskDiscount ?? 0));
  let text = saved?.explanation ?? null;
  let shown = saved?.reason === "shown";
  let label: string = V.saved;
  if (changed && price !== null) {
    const now = new Date();
    const listCents = eurosToCents(price);
    const sellingCents = Math.max(0, listCents - eurosToCents(discount));
    const points = history.map((point) => ({ priceCents: eurosToCents(point.price), sellingPriceCents: eurosToCents(point.sellingPrice), validFrom: new Date(point.validFrom) }));
    points.push({ priceCents: listCents, sellingPriceCents: sellingCents, validFrom: now });
    const verdict = omnibusVerdict({ listPriceCents: listCents, sellingPriceCents: sellingCents, history: points, now });
    text = omnibusExplanation(verdict, sellingCents);
    shown = verdict.reason === "shown";
    label = V.afterSave;
  }
  return (
    <Box sx={{ width: "100%", maxWidth: 720 }}>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {V.title}
      </Typography>
      {text ? (
        <Alert severity={shown ? "success" : "info"} sx={{ my: 1 }} data-testid="customer-view">
          <strong>{label}:</strong> {text}
        </Alert>
      ) : null}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {V.history}
      </Typography>
      {history.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {V.noHistory}
        </Typography>
      ) : (
        <Table size="small" aria-label={V.history}>
          <TableHead>
            <TableRow>
              <TableCell>{V.from}</TableCell>
              <TableCell align="right">{V.listPrice}</TableCell>
              <TableCell align="right">{V.paid}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {history.map((point) => (
              <TableRow key={point.validFrom}>
                <TableCell>{formatMoment(point.validFrom)}</TableCell>
                <TableCell align="right">{formatEuros(point.price)}</TableCell>
                <TableCell align="right">{formatEuros(point.sellingPrice)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
