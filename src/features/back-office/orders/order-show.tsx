"use client";
/**
 * One order as staff see it (issue 20, point 2): everything the customer
 * chose, the statuses with the actions the API allows (`allowedFulfilment`,
 * `allowedPayment`), refunds, payments, the mails sent, the history with who
 * and when, notes, and the invoice. A refused change shows the API's own
 * reason (409).
 */
import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Loading, Show, useRecordContext } from "react-admin";

import { ACTOR_LABELS, BACK_OFFICE_COPY as COPY, CHANNEL_LABELS, COUNTRY_LABELS, DELIVERY_TYPE_LABELS, FULFILMENT_STATUS_LABELS, MAIL_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from "../copy";
import type { BackOfficeOrder, FormValue } from "../data/types";
import { formatDay, formatEuros, formatMoment } from "../format";
import { FulfilmentStatusChip, PaymentStatusChip } from "../status-chips";
import { OrderActions } from "./order-actions";
import { OrderInvoice } from "./order-invoice";
import { OrderNotes } from "./order-notes";
import { Section } from "./section";

const S = COPY.orders.show;

/** Label and value, as a description list: read well by screen readers and on a narrow tablet. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "minmax(120px, max-content) 1fr", columnGap: 2, rowGap: 0.5, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: "contents" }}>
          <Box component="dt" sx={{ color: "text.secondary" }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function text(value: FormValue | undefined): string {
  if (value === null || value === undefined || value === "") return S.none;
  if (typeof value === "boolean") return value ? S.yes : S.no;
  return String(value);
}

/** A yes/no choice of the customer (take-back, lift): "ja"/"nee", whatever form it was sent in. */
function yesNo(value: FormValue | undefined): string {
  if (value === null || value === undefined || value === "") return S.none;
  return value === true || value === "true" || value === 1 || value === "1" ? S.yes : value === false || value === "false" || value === 0 || value === "0" ? S.no : String(value);
}

function address(fields: Record<string, FormValue> | null | undefined, prefix: "shipping" | "invoice"): string {
  if (!fields) return S.none;
  const get = (name: string) => fields[`${prefix}${name}`];
  const street = [get("Street"), get("HouseNumber"), get("HouseNumberAddition")].filter((part) => part !== null && part !== undefined && part !== "").join(" ");
  const place = [get("PostalCode"), get("City")].filter(Boolean).join(" ");
  const country = get("Country");
  return [street, place, country ? (COUNTRY_LABELS[String(country)] ?? String(country)) : ""].filter(Boolean).join(", ") || S.none;
}

function Customer({ order }: { order: BackOfficeOrder }) {
  const customer = { ...order.customer, ...(order.backOffice?.customer ?? {}) };
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(" ");
  return (
    <Section title={S.customer} id="klant">
      <Facts
        rows={[
          [S.name, name || S.none],
          [S.company, text(customer.companyName)],
          [S.vatNumber, text(customer.vatNumber)],
          [S.email, customer.emailAddress ? <a href={`mailto:${String(customer.emailAddress)}`}>{String(customer.emailAddress)}</a> : S.none],
          [S.phone, customer.phoneNumber ? <a href={`tel:${String(customer.phoneNumber)}`}>{String(customer.phoneNumber)}</a> : S.none],
          [S.shippingAddress, address(order.shippingAddress, "shipping")],
          [S.invoiceAddress, order.invoiceAddress ? address(order.invoiceAddress, "invoice") : S.sameInvoiceAddress],
        ]}
      />
    </Section>
  );
}

function Delivery({ order }: { order: BackOfficeOrder }) {
  const pickUp = order.deliveryType === "pickUp";
  const facts = order.backOffice;
  const rows: [string, ReactNode][] = [[S.deliveryType, DELIVERY_TYPE_LABELS[order.deliveryType] ?? order.deliveryType]];
  if (pickUp) {
    rows.push([S.pickUpDay, formatDay(order.pickUpDay ?? order.deliveryDay)]);
    rows.push([S.pickUpCode, facts?.pickUpCode ?? S.none]);
  } else {
    rows.push(order.deliveryWeek && !order.deliveryDay ? [S.week, order.deliveryWeek] : [S.day, formatDay(order.deliveryDay)]);
    rows.push([S.deliveryWindow, facts?.deliveryWindow ?? S.none]);
    rows.push([S.takeRetour, yesNo(order.takeRetour)]);
    rows.push([S.floor, text(order.floor)]);
    rows.push([S.elevator, yesNo(order.elevator)]);
  }
  rows.push([S.customerNote, text(order.notes)]);
  if (order.reference !== undefined) rows.push([S.reference, text(order.reference)]);
  return (
    <Section title={S.delivery} id="bezorgen">
      <Facts rows={rows} />
    </Section>
  );
}

function Items({ order }: { order: BackOfficeOrder }) {
  return (
    <Section title={S.items} id="artikelen">
      <Box sx={{ overflowX: "auto" }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{S.product}</TableCell>
              <TableCell align="right">{S.qty}</TableCell>
              <TableCell align="right">{S.unitPrice}</TableCell>
              <TableCell>{S.options}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.items.map((item) => {
              const chosen = Object.entries(item.options ?? {}).filter(([, on]) => on);
              return (
                <TableRow key={item.key}>
                  <TableCell>
                    {item.brandName} {item.name}
                    <Typography variant="body2" color="text.secondary">
                      EAN {item.ean}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{item.qty}</TableCell>
                  <TableCell align="right">{formatEuros(item.unitPrice)}</TableCell>
                  <TableCell>
                    {chosen.length === 0
                      ? S.none
                      : chosen.map(([option]) => `${S.optionNames[option] ?? option}${item.optionPrices?.[option] != null ? ` (${formatEuros(item.optionPrices[option])})` : ""}`).join(", ")}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <Box sx={{ mt: 2 }}>
        <Facts rows={Object.entries(order.totals ?? {}).filter(([name, amount]) => amount !== 0 || name === "grandTotal").map(([name, amount]) => [S.totalNames[name] ?? name, formatEuros(amount)])} />
      </Box>
    </Section>
  );
}

function SmallTable({ head, rows, empty }: { head: string[]; rows: ReactNode[][]; empty: string }) {
  if (rows.length === 0) return <Typography>{empty}</Typography>;
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {head.map((cell) => (
              <TableCell key={cell}>{cell}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index}>
              {row.map((cell, column) => (
                <TableCell key={column}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function statusLabel(kind: "payment" | "fulfilment", status: string | null): string {
  if (!status) return S.none;
  const table: Record<string, string> = kind === "payment" ? PAYMENT_STATUS_LABELS : FULFILMENT_STATUS_LABELS;
  return table[status] ?? status;
}

function OrderPage() {
  const order = useRecordContext<BackOfficeOrder>();
  // react-admin first shows the row the list fetched (no items, no back-office part) while it fetches the whole order.
  if (!order?.backOffice) return <Loading />;
  const facts = order.backOffice;
  return (
    <Box sx={{ display: "grid", gap: 2, py: 2 }}>
      <Box>
        <Typography variant="h1">{order.orderRef}</Typography>
        <Typography color="text.secondary">{S.placedAt(formatMoment(order.createdAt), CHANNEL_LABELS[facts?.channel ?? "web"] ?? facts?.channel ?? "web")}</Typography>
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mt: 1, alignItems: "center" }}>
          <PaymentStatusChip status={facts?.paymentStatus} />
          <FulfilmentStatusChip status={facts?.fulfilmentStatus} />
          <Typography variant="body2">{PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethodLabel ?? order.paymentMethod}</Typography>
        </Box>
      </Box>
      {facts ? <OrderActions order={order} /> : <Typography>{S.noStaffFacts}</Typography>}
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
        <Customer order={order} />
        <Delivery order={order} />
      </Box>
      <Items order={order} />
      {facts ? (
        <>
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" } }}>
            <Section title={S.payments} id="betalingen">
              <SmallTable
                head={[S.when, S.method, S.amount, S.status]}
                empty={S.noPayments}
                rows={facts.payments.map((payment) => [formatMoment(payment.createdAt), PAYMENT_METHOD_LABELS[payment.method] ?? payment.method, formatEuros(payment.amount), payment.status])}
              />
            </Section>
            <Section title={S.refunds} id="terugbetalingen">
              <Typography gutterBottom>{S.refundable(formatEuros(facts.refundable))}</Typography>
              <SmallTable
                head={[S.when, S.amount, S.status, S.reason, S.who]}
                empty={S.noRefunds}
                rows={facts.refunds.map((refund) => [formatMoment(refund.createdAt), formatEuros(refund.amount), refund.status, refund.reason ?? S.none, refund.staffName ?? S.none])}
              />
            </Section>
          </Box>
          <OrderInvoice order={order} />
          <Section title={S.history} id="geschiedenis">
            <SmallTable
              head={[S.when, S.change, S.who]}
              empty={S.noHistory}
              rows={facts.history.map((change) => [
                formatMoment(change.at),
                change.kind === "link"
                  ? `${S.linkRevoked}${change.note ? ` (${change.note})` : ""}`
                  : `${change.kind === "payment" ? S.paymentKind : S.fulfilmentKind}: ${statusLabel(change.kind, change.fromStatus)} → ${statusLabel(change.kind, change.toStatus)}${change.note ? ` (${change.note})` : ""}`,
                change.staffName ?? ACTOR_LABELS[change.actor] ?? change.actor,
              ])}
            />
          </Section>
          <Section title={S.mails} id="mails">
            <SmallTable
              head={[S.mailKind, S.due, S.sent]}
              empty={S.noMails}
              rows={facts.mails.map((mail) => [MAIL_LABELS[mail.kind] ?? mail.kind, formatMoment(mail.dueAt), mail.sentAt ? formatMoment(mail.sentAt) : S.notSent])}
            />
          </Section>
          <OrderNotes order={order} />
        </>
      ) : null}
    </Box>
  );
}

export function OrderShow() {
  return (
    <Show component="div" actions={false}>
      <OrderPage />
    </Show>
  );
}
