"use client";
/** Messages (issue 23): a site-wide notice with its period, shown under the header of every page. */
import { Create, CreateButton, DataTable, DeleteButton, Edit, List, SelectInput, SimpleForm, TextInput, TopToolbar, useCanAccess } from "react-admin";
import { RichTextInput } from "ra-input-rich-text";

import { FRONT_CONTENT_COPY as C } from "./copy";
import { type ContentRecordShape, PeriodInputs, periodText, PublicationActions, StateChip } from "./publication";

function ListActions() {
  const { canAccess } = useCanAccess({ resource: "messages", action: "create" });
  return <TopToolbar>{canAccess ? <CreateButton /> : null}</TopToolbar>;
}

const plain = (html: unknown) => String(html ?? "").replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();

export function MessageList() {
  return (
    <List actions={<ListActions />} title={C.resources.messages} exporter={false} pagination={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="id" label="Id" />
        <DataTable.Col label={C.message.html} disableSort render={(row: ContentRecordShape) => plain(row.draft.html).slice(0, 80)} />
        <DataTable.Col label={C.period} disableSort render={(row: ContentRecordShape) => periodText(row.draft.period as never)} />
        <DataTable.Col label={C.state} disableSort render={(row: ContentRecordShape) => <StateChip record={row} />} />
      </DataTable>
    </List>
  );
}

/** An empty link is no link: the API wants null, not two empty texts. */
function withoutEmptyLink(data: Record<string, unknown>) {
  const draft = data.draft as { link?: { label?: string; href?: string } | null };
  const link = draft.link && (draft.link.label?.trim() || draft.link.href?.trim()) ? draft.link : null;
  return { ...data, draft: { ...draft, link } };
}

function MessageFields() {
  return (
    <>
      <RichTextInput source="draft.html" label={C.message.html} fullWidth />
      <SelectInput source="draft.tone" label={C.message.tone} choices={[{ id: "info", name: C.message.tones.info }, { id: "warning", name: C.message.tones.warning }]} />
      <TextInput source="draft.link.label" label={C.message.linkLabel} />
      <TextInput source="draft.link.href" label={C.message.linkHref} />
      <PeriodInputs />
    </>
  );
}

const EMPTY = { draft: { html: "", tone: "info", link: null, period: { from: null, until: null } } };

export function MessageCreate() {
  return (
    <Create redirect="edit" title={C.resources.messages} transform={withoutEmptyLink}>
      <SimpleForm defaultValues={EMPTY}>
        <MessageFields />
      </SimpleForm>
    </Create>
  );
}

export function MessageEdit() {
  return (
    <Edit
      // The form appears as soon as the record is read; react-admin's wait for the access check stayed on "Laden" here.
      authLoading={false}
      redirect={false}
      mutationMode="pessimistic"
      title={C.resources.messages}
      transform={withoutEmptyLink}
      actions={
        <TopToolbar>
          <PublicationActions resource="messages" />
          <DeleteButton mutationMode="pessimistic" />
        </TopToolbar>
      }
    >
      <SimpleForm>
        <MessageFields />
      </SimpleForm>
    </Edit>
  );
}
