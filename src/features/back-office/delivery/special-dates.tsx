"use client";
/**
 * Days without deliveries (issue 20, point 7): public holidays and the shop's
 * own closing days. Admins add, change and remove them; staff read the list
 * (no edit or create button: `canAccess`, and the API answers 403 anyway).
 * The checkout follows a change at once.
 */
import Typography from "@mui/material/Typography";
import { Create, CreateButton, DataTable, DateInput, DeleteButton, Edit, EditButton, List, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, TopToolbar, required, useCanAccess } from "react-admin";

import { BACK_OFFICE_COPY as COPY, COUNTRY_LABELS } from "../copy";
import type { SpecialDate } from "../data/types";
import { formatDay } from "../format";

const D = COPY.delivery;

/** Today in the shop's calendar, as the API's dates are written (YYYY-MM-DD). */
function todayInAmsterdam(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date());
}

/** "Both countries" is null in the API; a select needs a value for it. */
export const BOTH_COUNTRIES = "";
const countryChoices = [
  { id: BOTH_COUNTRIES, name: D.bothCountries },
  { id: "NL", name: COUNTRY_LABELS.NL! },
  { id: "BE", name: COUNTRY_LABELS.BE! },
];

export const countryLabel = (country: string | null) => (country ? (COUNTRY_LABELS[country] ?? country) : D.bothCountries);

/** The form's value for the API: "" (both countries) is sent as null. */
export function specialDateBody(values: Record<string, unknown>): Record<string, unknown> {
  return { ...values, country: values.country === BOTH_COUNTRIES || values.country === undefined ? null : values.country };
}

function ListActions() {
  const { canAccess } = useCanAccess({ resource: "special-dates", action: "create" });
  return <TopToolbar>{canAccess ? <CreateButton /> : null}</TopToolbar>;
}

function ReadOnlyNote() {
  const { canAccess, isPending } = useCanAccess({ resource: "special-dates", action: "edit" });
  if (isPending || canAccess) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
      {D.readOnly}
    </Typography>
  );
}

function RowEdit() {
  const { canAccess } = useCanAccess({ resource: "special-dates", action: "edit" });
  return canAccess ? <EditButton /> : null;
}

export function SpecialDateList() {
  return (
    // The days to come first: the list opens at today (GET /api/special-dates/?from=), a past day is one filter away.
    <List
      actions={<ListActions />}
      sort={{ field: "date", order: "ASC" }}
      perPage={50}
      exporter={false}
      filterDefaultValues={{ from: todayInAmsterdam() }}
      filters={[<DateInput key="from" source="from" label={D.from} alwaysOn />, <SelectInput key="country" source="country" label={D.country} choices={countryChoices.slice(1)} alwaysOn />]}
    >
      <ReadOnlyNote />
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="date" label={D.date} render={(row: SpecialDate) => formatDay(row.date)} />
        <DataTable.Col source="name" label={D.name} />
        <DataTable.Col source="country" label={D.country} render={(row: SpecialDate) => countryLabel(row.country)} />
        <DataTable.Col label="" disableSort>
          <RowEdit />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function SpecialDateForm() {
  return (
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <DateInput source="date" label={D.date} validate={required()} />
      <SelectInput source="country" label={D.country} choices={countryChoices} emptyValue={BOTH_COUNTRIES} emptyText={D.bothCountries} />
      <TextInput source="name" label={D.name} validate={required()} slotProps={{ htmlInput: { maxLength: 100 } }} />
    </SimpleForm>
  );
}

export function SpecialDateEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={specialDateBody} actions={<TopToolbar><DeleteButton mutationMode="pessimistic" /></TopToolbar>}>
      <SpecialDateForm />
    </Edit>
  );
}

export function SpecialDateCreate() {
  return (
    <Create transform={specialDateBody} redirect="list">
      <SpecialDateForm />
    </Create>
  );
}
