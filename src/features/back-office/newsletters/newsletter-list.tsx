"use client";
/** The campaigns (issue 23, point 5), newest first, with where each stands and its counts. Admins only (auth-provider.ts). */
import Chip from "@mui/material/Chip";
import { CreateButton, DataTable, List, TopToolbar } from "react-admin";

import { formatMoment } from "../format";
import { NEWSLETTER_COPY as C } from "./copy";
import type { NewsletterRecord } from "./types";

export function NewsletterStatusChip({ status }: { status: NewsletterRecord["status"] }) {
  return <Chip size="small" label={C.statuses[status]} color={status === "sent" ? "success" : status === "sending" ? "info" : "default"} variant={status === "draft" ? "outlined" : "filled"} />;
}

export function NewsletterList() {
  return (
    <List actions={<TopToolbar><CreateButton /></TopToolbar>} sort={{ field: "id", order: "DESC" }} perPage={25} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="subject" label={C.subject} disableSort />
        <DataTable.Col source="status" label={C.status} disableSort render={(row: NewsletterRecord) => <NewsletterStatusChip status={row.status} />} />
        <DataTable.Col label={C.counts.sent} disableSort render={(row: NewsletterRecord) => `${row.counts.sent} / ${row.counts.recipients}`} />
        <DataTable.Col label={C.counts.opened} disableSort render={(row: NewsletterRecord) => row.counts.opened} />
        <DataTable.Col label={C.counts.clicked} disableSort render={(row: NewsletterRecord) => row.counts.clicked} />
        <DataTable.Col source="createdAt" label={C.created} disableSort render={(row: NewsletterRecord) => formatMoment(row.createdAt)} />
      </DataTable>
    </List>
  );
}
