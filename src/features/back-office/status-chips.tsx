"use client";
/** The order's two statuses (decisions §10) as chips with their Dutch labels. */
import Chip from "@mui/material/Chip";


import { FULFILMENT_STATUS_COLORS, FULFILMENT_STATUS_LABELS, PAYMENT_STATUS_COLORS, PAYMENT_STATUS_LABELS } from "./copy";
import type { FulfilmentStatus, PaymentStatus } from "./data/types";

export function PaymentStatusChip({ status }: { status: string | undefined }) {
  if (!status) return null;
  const known = Object.hasOwn(PAYMENT_STATUS_LABELS, status);
  return <Chip size="small" variant="outlined" color={known ? PAYMENT_STATUS_COLORS[status as PaymentStatus] : "default"} label={known ? PAYMENT_STATUS_LABELS[status as PaymentStatus] : status} />;
}

export function FulfilmentStatusChip({ status }: { status: string | undefined }) {
  if (!status) return null;
  const known = Object.hasOwn(FULFILMENT_STATUS_LABELS, status);
  return <Chip size="small" variant="outlined" color={known ? FULFILMENT_STATUS_COLORS[status as FulfilmentStatus] : "default"} label={known ? FULFILMENT_STATUS_LABELS[status as FulfilmentStatus] : status} />;
}

