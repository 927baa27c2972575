"use client";
/**
 * The orders (issue 20, point 2): search by order number, name, e-mail, postal
 * code or phone; filters for both statuses, delivery type, day or week,
 * payment method, channel, the period placed and the day's work; sortable
 * columns and pages. On a tablet at the pick-up desk (768 px) the list keeps
 * the columns that decide the work and drops the rest.
 */
import useMediaQuery from "@mui/material/useMediaQuery";
import type { Theme } from "@mui/material/styles";
import { DataTable, DateInput, List, SearchInput, SelectInput, TextInput } from "react-admin";

import { BACK_OFFICE_COPY as COPY, CHANNEL_LABELS, DELIVERY_TYPE_LABELS, FULFILMENT_STATUS_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, WORK_LABELS } from "../copy";
import type { OrderListItem } from "../data/types";
import { formatDay, formatEuros, formatMoment } from "../format";
import { FulfilmentStatusChip, PaymentStatusChip } from "../status-chips";

const FIELDS = COPY.orders.fields;

/** A select's choices from a label table, in the table's order. */
export function choicesOf(labels: Record<string, string>): { id: string; name: string }[] {
  return Object.entries(labels).map(([id, name]) => ({ id, name }));
}

const orderFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={COPY.orders.searchHelp} aria-label={COPY.orders.search} />,
  <SelectInput key="paymentStatus" source="paymentStatus" label={FIELDS.paymentStatus} choices={choicesOf(PAYMENT_STATUS_LABELS)} alwaysOn />,
  <SelectInput key="fulfilmentStatus" source="fulfilmentStatus" label={FIELDS.fulfilmentStatus} choices={choicesOf(FULFILMENT_STATUS_LABELS)} alwaysOn />,
  <SelectInput key="deliveryType" source="deliveryType" label={FIELDS.deliveryType} choices={choicesOf(DELIVERY_TYPE_LABELS)} />,
  <DateInput key="deliveryDay" source="deliveryDay" label={FIELDS.deliveryDay} />,
  <TextInput key="deliveryWeek" source="deliveryWeek" label={FIELDS.deliveryWeek} helperText="JJJJ-Www, bijv. 2026-W49" />,
  <SelectInput key="paymentMethod" source="paymentMethod" label={FIELDS.paymentMethod} choices={choicesOf(PAYMENT_METHOD_LABELS)} />,
  <DateInput key="placedFrom" source="placedFrom" label={FIELDS.placedFrom} />,
  <DateInput key="placedTo" source="placedTo" label={FIELDS.placedTo} />,
  <SelectInput key="channel" source="channel" label={FIELDS.channel} choices={choicesOf(CHANNEL_LABELS)} />,
  <SelectInput key="work" source="work" label={FIELDS.work} choices={choicesOf(WORK_LABELS)} />,
];

const label = (table: Record<string, string>, value: string | null | undefined) => (value ? (table[value] ?? value) : "—");

export function OrderList() {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up("lg"));
  return (
    <List filters={orderFilters} sort={{ field: "placedAt", order: "DESC" }} perPage={25} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="orderRef" label={FIELDS.orderRef} />
        <DataTable.Col source="placedAt" label={FIELDS.placedAt} render={(order: OrderListItem) => formatMoment(order.placedAt)} />
        <DataTable.Col source="customerName" label={FIELDS.customerName} render={(order: OrderListItem) => (order.companyName ? `${order.customerName} (${order.companyName})` : order.customerName)} />
        {wide ? <DataTable.Col source="postalCode" label={FIELDS.postalCode} disableSort render={(order: OrderListItem) => `${order.postalCode} ${order.city}`} /> : null}
        <DataTable.Col source="grandTotal" label={FIELDS.grandTotal} align="right" render={(order: OrderListItem) => formatEuros(order.grandTotal)} />
        <DataTable.Col source="paymentStatus" label={FIELDS.paymentStatus} disableSort render={(order: OrderListItem) => <PaymentStatusChip status={order.paymentStatus} />} />
        <DataTable.Col source="fulfilmentStatus" label={FIELDS.fulfilmentStatus} disableSort render={(order: OrderListItem) => <FulfilmentStatusChip status={order.fulfilmentStatus} />} />
        <DataTable.Col source="deliveryType" label={FIELDS.deliveryType} disableSort render={(order: OrderListItem) => label(DELIVERY_TYPE_LABELS, order.deliveryType)} />
        <DataTable.Col source="deliveryDay" label={FIELDS.deliveryDay} render={(order: OrderListItem) => (order.deliveryDay ? formatDay(order.deliveryDay) : (order.deliveryWeek ?? "—"))} />
        {wide ? <DataTable.Col source="paymentMethod" label={FIELDS.paymentMethod} disableSort render={(order: OrderListItem) => label(PAYMENT_METHOD_LABELS, order.paymentMethod)} /> : null}
        {wide ? <DataTable.Col source="channel" label={FIELDS.channel} disableSort render={(order: OrderListItem) => label(CHANNEL_LABELS, order.channel)} /> : null}
      </DataTable>
    </List>
  );
}
