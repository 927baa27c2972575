"use client";
/**
 * On which weekdays a country or a postal code range gets deliveries (issue
 * 20, point 7). Admins edit; staff read. A range beats its country's rule
 * (domain/delivery/delivery-calendar.ts), and the checkout follows at once.
 */
import Typography from "@mui/material/Typography";
import { CheckboxGroupInput, Create, CreateButton, DataTable, DeleteButton, Edit, EditButton, List, NumberInput, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, TopToolbar, required, useCanAccess } from "react-admin";

import { BACK_OFFICE_COPY as COPY, COUNTRY_LABELS, WEEKDAY_LABELS } from "../copy";
import type { DeliveryRule } from "../data/types";

const D = COPY.delivery;
const weekdayChoices = Object.entries(WEEKDAY_LABELS).map(([id, name]) => ({ id: Number(id), name }));
const countryChoices = [
  { id: "NL", name: COUNTRY_LABELS.NL! },
  { id: "BE", name: COUNTRY_LABELS.BE! },
];

/** "ma, di, wo" from ISO weekdays. */
export function weekdaysText(weekdays: readonly number[]): string {
  return [...weekdays]
    .sort((a, b) => a - b)
    .map((day) => WEEKDAY_LABELS[day]?.slice(0, 2) ?? String(day))
    .join(", ");
}

/** What the API takes: an empty range is the whole country (both null); weekdays as numbers. */
export function deliveryRuleBody(values: Record<string, unknown>): Record<string, unknown> {
  const code = (value: unknown) => (value === "" || value === undefined || value === null ? null : Number(value));
  return {
    ...values,
    postalCodeFrom: code(values.postalCodeFrom),
    postalCodeTo: code(values.postalCodeTo),
    weekdays: Array.isArray(values.weekdays) ? values.weekdays.map(Number).sort((a, b) => a - b) : [],
  };
}

function ListActions() {
  const { canAccess } = useCanAccess({ resource: "delivery-rules", action: "create" });
  return <TopToolbar>{canAccess ? <CreateButton /> : null}</TopToolbar>;
}

function RowEdit() {
  const { canAccess } = useCanAccess({ resource: "delivery-rules", action: "edit" });
  return canAccess ? <EditButton /> : null;
}

function ReadOnlyNote() {
  const { canAccess, isPending } = useCanAccess({ resource: "delivery-rules", action: "edit" });
  if (isPending || canAccess) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
      {D.readOnly}
    </Typography>
  );
}

export function DeliveryRuleList() {
  return (
    <List actions={<ListActions />} sort={{ field: "country", order: "DESC" }} perPage={50} exporter={false}>
      <ReadOnlyNote />
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="country" label={D.country} render={(rule: DeliveryRule) => COUNTRY_LABELS[rule.country] ?? rule.country} />
        <DataTable.Col source="postalCodeFrom" label={COPY.orders.fields.postalCode} render={(rule: DeliveryRule) => D.range(rule.postalCodeFrom, rule.postalCodeTo)} />
        <DataTable.Col source="weekdays" label={D.weekdays} disableSort render={(rule: DeliveryRule) => weekdaysText(rule.weekdays)} />
        <DataTable.Col source="description" label={D.description} />
        <DataTable.Col label="" disableSort>
          <RowEdit />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function DeliveryRuleForm() {
  return (
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <SelectInput source="country" label={D.country} choices={countryChoices} validate={required()} />
      <NumberInput source="postalCodeFrom" label={D.postalCodeFrom} min={1000} max={9999} step={1} />
      <NumberInput source="postalCodeTo" label={D.postalCodeTo} min={1000} max={9999} step={1} />
      <CheckboxGroupInput source="weekdays" label={D.weekdays} choices={weekdayChoices} />
      <TextInput source="description" label={D.description} validate={required()} slotProps={{ htmlInput: { maxLength: 200 } }} />
    </SimpleForm>
  );
}

export function DeliveryRuleEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={deliveryRuleBody} actions={<TopToolbar><DeleteButton mutationMode="pessimistic" /></TopToolbar>}>
      <DeliveryRuleForm />
    </Edit>
  );
}

export function DeliveryRuleCreate() {
  return (
    <Create transform={deliveryRuleBody} redirect="list" record={{ weekdays: [1, 2, 3, 4, 5, 6] }}>
      <DeliveryRuleForm />
    </Create>
  );
}
