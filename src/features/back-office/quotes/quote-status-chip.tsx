"use client";
/** A quote's status (decisions §11) as a chip with its Dutch label. */
import Chip from "@mui/material/Chip";

import { QUOTE_STATUSES, type QuoteStatus } from "@/domain/quotes/quote-status";

import { QUOTE_STATUS_COLORS, QUOTE_STATUS_LABELS } from "./copy";

export function QuoteStatusChip({ status }: { status: string | undefined }) {
  if (!status) return null;
  const known = (QUOTE_STATUSES as readonly string[]).includes(status);
  return <Chip size="small" variant="outlined" color={known ? QUOTE_STATUS_COLORS[status as QuoteStatus] : "default"} label={known ? QUOTE_STATUS_LABELS[status as QuoteStatus] : status} />;
}
