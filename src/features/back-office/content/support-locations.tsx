"use client";
/**
 * Klantenservice-locaties (issue 23), for admins: customer service, the pick-up
 * point, the showroom: address, phone, e-mail, WhatsApp and the week's hours,
 * which the support widget and the pages show once published.
 */
import Typography from "@mui/material/Typography";
import { Create, DataTable, DeleteButton, Edit, List, SaveButton, SimpleForm, TextInput, Toolbar, required } from "react-admin";

import { formatMinuteOfDay } from "@/domain/opening-hours";

import { CONTENT_COPY } from "./copy";
import { PublicationButtons, PublicationStatus } from "./publication-buttons";

const S = CONTENT_COPY.support;

/** Minutes after midnight shown as "9:30"; "9:30" (or "930") read back as 570; anything else is left for the API to refuse. */
const formatTime = (value: unknown) => (typeof value === "number" ? formatMinuteOfDay(value) : (value ?? ""));
function parseTime(value: unknown): unknown {
  if (typeof value !== "string" || value.trim() === "") return null;
  const match = /^(\d{1,2})[:.]?(\d{2})$/.exec(value.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : value;
}

/** A day with neither time is closed (null); the rest goes as it is, for the API to check. */
export function supportFormBody(data: Record<string, unknown>): Record<string, unknown> {
  const draft = { ...((data.draft ?? {}) as Record<string, unknown>) };
  const hours = Array.isArray(draft.hours) ? draft.hours : [];
  draft.hours = Array.from({ length: 7 }, (_, day) => {
    const span = hours[day] as { opens?: unknown; closes?: unknown } | null | undefined;
    return !span || (span.opens == null && span.closes == null) ? null : span;
  });
  for (const field of ["phone", "emailAddress", "whatsApp"]) if (draft[field] === "" || draft[field] === undefined) draft[field] = null;
  return { ...data, draft };
}

function SupportFields() {
  return (
    <>
      <TextInput source="key" label={S.key} validate={required()} />
      <TextInput source="draft.name" label={S.name} validate={required()} fullWidth />
      <TextInput source="draft.street" label={S.street} validate={required()} />
      <TextInput source="draft.postalCode" label={S.postalCode} validate={required()} />
      <TextInput source="draft.city" label={S.city} validate={required()} />
      <TextInput source="draft.phone" label={S.phone} />
      <TextInput source="draft.emailAddress" label={S.emailAddress} type="email" />
      <TextInput source="draft.whatsApp" label={S.whatsApp} />
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
        {S.hours}
      </Typography>
      {S.days.map((day, index) => (
        <fieldset key={day} style={{ border: 0, padding: 0, margin: 0, display: "flex", gap: 16, flexWrap: "wrap", alignItems: "baseline" }}>
          <legend style={{ float: "left", minWidth: 110, paddingTop: 16 }}>{day}</legend>
          <TextInput source={`draft.hours.${index}.opens`} label={S.opens} format={formatTime} parse={parseTime} />
          <TextInput source={`draft.hours.${index}.closes`} label={S.closes} format={formatTime} parse={parseTime} />
        </fieldset>
      ))}
    </>
  );
}

function EditToolbar() {
  return (
    <Toolbar>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" sx={{ ml: "auto" }} />
    </Toolbar>
  );
}

export function SupportLocationList() {
  return (
    <List pagination={false} exporter={false}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="draft.name" label={S.name} />
        <DataTable.Col source="key" label={S.key} />
        <DataTable.Col label={CONTENT_COPY.status}>
          <PublicationStatus />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

export function SupportLocationEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={supportFormBody}>
      {/* The widget shows on the customer-service pages: the hub is where a change is seen. */}
      <PublicationButtons previewPath="/klantenservice/" />
      <SimpleForm toolbar={<EditToolbar />}>
        <SupportFields />
      </SimpleForm>
    </Edit>
  );
}

export function SupportLocationCreate() {
  return (
    <Create redirect="edit" transform={supportFormBody}>
      <SimpleForm>
        <SupportFields />
      </SimpleForm>
    </Create>
  );
}
