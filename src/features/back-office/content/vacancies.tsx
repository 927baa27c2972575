"use client";
/**
 * Vacatures (issue 23), for admins: the list with each vacancy's status, and
 * the editor of its draft; publishing makes the draft what /vacatures/ shows.
 */
import { Create, DataTable, DateTimeInput, DeleteButton, Edit, List, NumberInput, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, required, useRecordContext } from "react-admin";
import { RichTextInput } from "ra-input-rich-text";

import { VACANCIES_PAGE, vacancyPagePath } from "@/domain/vacancies/urls";

import { CONTENT_COPY } from "./copy";
import { PublicationButtons, PublicationStatus } from "./publication-buttons";

const V = CONTENT_COPY.vacancies;

/** A form's moment (local, no zone) as the API's ISO moment; empty is null. */
const toMoment = (value: unknown) => (typeof value === "string" && value !== "" ? new Date(value).toISOString() : null);

/** No salary is null, not an object of two empty numbers. */
export function vacancyFormBody(data: Record<string, unknown>): Record<string, unknown> {
  const draft = { ...((data.draft ?? {}) as Record<string, unknown>) };
  const salary = draft.salary as { min?: unknown; max?: unknown } | null | undefined;
  if (!salary || (salary.min == null && salary.max == null) || (salary.min === "" && salary.max === "")) draft.salary = null;
  draft.openFrom = toMoment(draft.openFrom);
  draft.openUntil = toMoment(draft.openUntil);
  return { ...data, draft };
}

function VacancyFields() {
  return (
    <>
      <TextInput source="draft.title" label={V.title} validate={required()} fullWidth />
      <TextInput source="draft.slug" label={V.slug} validate={required()} fullWidth />
      <TextInput source="draft.location" label={V.location} validate={required()} />
      <SelectInput source="draft.kind" label={V.kind} choices={[...V.kinds]} validate={required()} />
      <NumberInput source="draft.hoursMin" label={V.hoursMin} validate={required()} min={1} max={40} />
      <NumberInput source="draft.hoursMax" label={V.hoursMax} validate={required()} min={1} max={40} />
      <TextInput source="draft.summary" label={V.summary} validate={required()} multiline fullWidth />
      <RichTextInput source="draft.whatYouDo" label={V.whatYouDo} validate={required()} fullWidth />
      <RichTextInput source="draft.whatYouBring" label={V.whatYouBring} validate={required()} fullWidth />
      <RichTextInput source="draft.whatWeOffer" label={V.whatWeOffer} validate={required()} fullWidth />
      <NumberInput source="draft.salary.min" label={V.salaryMin} helperText={V.salaryHelp} />
      <NumberInput source="draft.salary.max" label={V.salaryMax} />
      <DateTimeInput source="draft.openFrom" label={V.openFrom} />
      <DateTimeInput source="draft.openUntil" label={V.openUntil} validate={required()} />
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

function VacancyPublication() {
  const record = useRecordContext<{ draft?: { slug?: string } }>();
  return <PublicationButtons previewPath={record?.draft?.slug ? vacancyPagePath(record.draft.slug) : VACANCIES_PAGE} />;
}

export function VacancyList() {
  return (
    <List pagination={false} exporter={false}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="draft.title" label={V.title} />
        <DataTable.Col source="draft.location" label={V.location} />
        <DataTable.Col source="draft.openUntil" label={V.openUntil} render={(record: { draft: { openUntil: string } }) => new Date(record.draft.openUntil).toLocaleString("nl-NL", { dateStyle: "medium", timeStyle: "short" })} />
        <DataTable.Col label={CONTENT_COPY.status}>
          <PublicationStatus />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

export function VacancyEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={vacancyFormBody}>
      <VacancyPublication />
      <SimpleForm toolbar={<EditToolbar />}>
        <VacancyFields />
      </SimpleForm>
    </Edit>
  );
}

export function VacancyCreate() {
  return (
    <Create redirect="edit" transform={vacancyFormBody}>
      <SimpleForm>
        <VacancyFields />
      </SimpleForm>
    </Create>
  );
}
