"use client";
/**
 * The quotes (issue 22, point 2): search on number, name, e-mail or postal
 * code, filters on status and who handles it, sortable columns and pages; the
 * status as a chip. Open requests first catch the eye (Aangevraagd). At 768 px
 * the list keeps the columns that decide the work.
 */
import useMediaQuery from "@mui/material/useMediaQuery";
import type { Theme } from "@mui/material/styles";
import { DataTable, List, SearchInput, SelectInput } from "react-admin";

import type { QuoteListItem } from "@/schemas/answers/quote-offers";

import { formatDay, formatMoment } from "../format";
import { QUOTE_COPY, QUOTE_KIND_LABELS, QUOTE_STATUS_LABELS } from "./copy";
import { QuoteStatusChip } from "./quote-status-chip";

const L = QUOTE_COPY.list;
const FIELDS = L.fields;

const choices = (labels: Record<string, string>) => Object.entries(labels).map(([id, name]) => ({ id, name }));

const quoteFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={L.searchHelp} aria-label={L.search} />,
  <SelectInput key="status" source="status" label={L.status} choices={choices(QUOTE_STATUS_LABELS)} alwaysOn />,
  <SelectInput key="assignedTo" source="assignedTo" label={L.assignedTo} choices={choices(L.assignedChoices)} alwaysOn />,
];

export function QuoteList() {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up("lg"));
  return (
    <List filters={quoteFilters} sort={{ field: "createdAt", order: "DESC" }} perPage={25} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="quoteId" label={FIELDS.quoteId} />
        {wide ? <DataTable.Col source="createdAt" label={FIELDS.createdAt} render={(quote: QuoteListItem) => formatMoment(quote.createdAt)} /> : null}
        <DataTable.Col source="customerName" label={FIELDS.customerName} render={(quote: QuoteListItem) => (quote.companyName ? `${quote.customerName} (${quote.companyName})` : quote.customerName)} />
        {wide ? <DataTable.Col source="kind" label={FIELDS.kind} disableSort render={(quote: QuoteListItem) => QUOTE_KIND_LABELS[quote.kind]} /> : null}
        {wide ? <DataTable.Col source="postalCode" label={FIELDS.postalCode} disableSort render={(quote: QuoteListItem) => `${quote.postalCode} ${quote.city}`} /> : null}
        {wide ? <DataTable.Col source="lineCount" label={FIELDS.lineCount} disableSort align="right" /> : null}
        <DataTable.Col source="validUntil" label={FIELDS.validUntil} render={(quote: QuoteListItem) => formatDay(quote.validUntil)} />
        <DataTable.Col source="status" label={FIELDS.status} disableSort render={(quote: QuoteListItem) => <QuoteStatusChip status={quote.status} />} />
        {wide ? <DataTable.Col source="assignedTo" label={FIELDS.assignedTo} disableSort render={(quote: QuoteListItem) => quote.assignedTo?.name ?? "—"} /> : null}
      </DataTable>
    </List>
  );
}
