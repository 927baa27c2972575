"use client";
/**
 * The inbox of sent forms (issue 23, point 4): questions, service requests and
 * applications, newest first, with filters on kind and status and a search on
 * name, e-mail and order number. Quote requests keep their own screen (linked
 * above the list); back-in-stock requests have no inbox, they mail by themselves.
 */
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { Theme } from "@mui/material/styles";
import { DataTable, List, SearchInput, SelectInput, TopToolbar, useBasename } from "react-admin";
import { Link } from "react-router-dom";

import { formatMoment } from "../format";
import { FORM_DATA_COPY as COPY } from "./copy";

interface FormDataItem {
  formDataId: number;
  kind: string;
  kindLabel: string;
  status: string;
  name: string;
  emailAddress: string;
  about: string;
  uploadCount: number;
  receivedAt: string;
}

const choices = (labels: Record<string, string>) => Object.entries(labels).map(([id, name]) => ({ id, name }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={COPY.searchHelp} aria-label={COPY.search} />,
  <SelectInput key="kind" source="kind" label={COPY.kind} choices={choices(COPY.kinds)} alwaysOn />,
  <SelectInput key="status" source="status" label={COPY.status} choices={choices(COPY.statuses)} alwaysOn />,
];

export function FormStatusChip({ status }: { status: string | undefined }) {
  if (!status) return null;
  const color = status === "nieuw" ? "warning" : status === "afgehandeld" ? "success" : "info";
  return <Chip size="small" variant="outlined" color={color} label={COPY.statuses[status] ?? status} />;
}

function Actions() {
  // react-admin's basename (/beheer): the router around it has none.
  const basename = useBasename();
  return (
    <TopToolbar>
      <Button component={Link} to={`${basename}/quotes`} size="small">
        {COPY.otherRequests}
      </Button>
    </TopToolbar>
  );
}

export function FormDataList() {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up("md"));
  return (
    <List filters={filters} sort={{ field: "receivedAt", order: "DESC" }} perPage={25} exporter={false} actions={<Actions />} title={COPY.resource}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="formDataId" label={COPY.fields.formDataId} />
        <DataTable.Col source="receivedAt" label={COPY.fields.receivedAt} render={(item: FormDataItem) => formatMoment(item.receivedAt)} />
        <DataTable.Col source="kind" label={COPY.fields.kind} render={(item: FormDataItem) => item.kindLabel} />
        <DataTable.Col source="name" label={COPY.fields.name} render={(item: FormDataItem) => (wide ? `${item.name} (${item.emailAddress})` : item.name)} />
        {wide ? <DataTable.Col source="about" label={COPY.fields.about} disableSort /> : null}
        {wide ? <DataTable.Col source="uploadCount" label={COPY.fields.uploadCount} disableSort align="right" /> : null}
        <DataTable.Col source="status" label={COPY.fields.status} render={(item: FormDataItem) => <FormStatusChip status={item.status} />} />
      </DataTable>
    </List>
  );
}
