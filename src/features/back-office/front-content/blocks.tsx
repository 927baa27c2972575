"use client";
/**
 * Blocks (issue 23): the named slots of pages. The key says what a block
 * holds (a hero, a list of promotions or tiles, a category's intro as rich
 * text), so the form shows that kind's fields; a new block's kind follows
 * from its key.
 */
import { ArrayInput, Create, CreateButton, DataTable, DeleteButton, Edit, FormDataConsumer, List, SelectInput, SimpleForm, SimpleFormIterator, TextInput, TopToolbar, required, useCanAccess } from "react-admin";
import { RichTextInput } from "ra-input-rich-text";

import { blockKindOf } from "@/domain/front-content/front-content";
import { TILE_ICONS } from "@/schemas/front-content";

import { FRONT_CONTENT_COPY as C } from "./copy";
import { ImageUpload } from "./image-upload";
import { type ContentRecordShape, PeriodInputs, periodText, PublicationActions, StateChip } from "./publication";

function ListActions() {
  const { canAccess } = useCanAccess({ resource: "blocks", action: "create" });
  return <TopToolbar>{canAccess ? <CreateButton /> : null}</TopToolbar>;
}

export function BlockList() {
  return (
    <List actions={<ListActions />} title={C.resources.blocks} exporter={false} pagination={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="id" label="Id" />
        <DataTable.Col source="key" label={C.block.key} />
        <DataTable.Col label={C.block.kind} disableSort render={(row: ContentRecordShape) => C.block.kinds[row.draft.kind as keyof typeof C.block.kinds] ?? ""} />
        <DataTable.Col label={C.period} disableSort render={(row: ContentRecordShape) => periodText(row.draft.period as never)} />
        <DataTable.Col label={C.state} disableSort render={(row: ContentRecordShape) => <StateChip record={row} />} />
      </DataTable>
    </List>
  );
}

const ICON_CHOICES = TILE_ICONS.map((icon) => ({ id: icon, name: icon }));

function KindFields({ kind }: { kind: string | null }) {
  if (kind === "hero") {
    return (
      <>
        <TextInput source="draft.heading" label={C.block.heading} validate={required()} fullWidth />
        <TextInput source="draft.text" label={C.block.text} multiline fullWidth />
        <ArrayInput source="draft.buttons" label={C.block.buttons}>
          <SimpleFormIterator inline disableReordering>
            <TextInput source="label" label={C.block.buttonLabel} validate={required()} />
            <TextInput source="link" label={C.block.link} validate={required()} />
          </SimpleFormIterator>
        </ArrayInput>
        <ArrayInput source="draft.images" label={C.block.images}>
          <SimpleFormIterator disableReordering>
            <ImageUpload source="src" />
            <TextInput source="src" label={C.block.imageSrc} validate={required()} fullWidth />
            <TextInput source="alt" label={C.block.alt} fullWidth />
          </SimpleFormIterator>
        </ArrayInput>
      </>
    );
  }
  if (kind === "promotions" || kind === "tiles") {
    return (
      <>
        <TextInput source="draft.heading" label={C.block.heading} validate={required()} fullWidth />
        <ArrayInput source="draft.items" label={C.block.items}>
          <SimpleFormIterator disableReordering>
            <TextInput source="title" label={C.block.itemTitle} validate={required()} fullWidth />
            <TextInput source="text" label={C.block.text} fullWidth />
            <TextInput source="link" label={C.block.link} validate={required()} fullWidth />
            <SelectInput source="icon" label={C.block.icon} choices={ICON_CHOICES} emptyText="—" />
          </SimpleFormIterator>
        </ArrayInput>
      </>
    );
  }
  if (kind === "intro") return <RichTextInput source="draft.html" label={C.block.html} fullWidth />;
  return null;
}

const KIND_FIELDS: Record<string, readonly string[]> = {
  hero: ["heading", "text", "buttons", "images", "period"],
  promotions: ["heading", "items", "period"],
  tiles: ["heading", "items", "period"],
  intro: ["html", "period"],
};

/** A new block's kind follows from its key, and it sends only that kind's fields (the form starts with every kind's). */
function withKind(data: Record<string, unknown>) {
  const kind = blockKindOf(String(data.key ?? ""));
  const draft = data.draft as Record<string, unknown>;
  const fields = kind ? KIND_FIELDS[kind]! : [];
  return { ...data, draft: { kind, ...Object.fromEntries(fields.map((field) => [field, draft[field]])) } };
}

export function BlockCreate() {
  return (
    <Create redirect="edit" title={C.resources.blocks} transform={withKind}>
      <SimpleForm defaultValues={{ key: "", draft: { heading: "", text: "", html: "", buttons: [], images: [], items: [], period: { from: null, until: null } } }}>
        <TextInput source="key" label={C.block.key} helperText={C.block.keyHelp} validate={required()} />
        <FormDataConsumer>{({ formData }) => <KindFields kind={blockKindOf(String(formData.key ?? ""))} />}</FormDataConsumer>
        <PeriodInputs />
      </SimpleForm>
    </Create>
  );
}

export function BlockEdit() {
  return (
    <Edit
      // The form appears as soon as the record is read; react-admin's wait for the access check stayed on "Laden" here.
      authLoading={false}
      redirect={false}
      mutationMode="pessimistic"
      title={C.resources.blocks}
      actions={
        <TopToolbar>
          <PublicationActions resource="blocks" />
          <DeleteButton mutationMode="pessimistic" />
        </TopToolbar>
      }
    >
      <SimpleForm>
        <TextInput source="key" label={C.block.key} disabled />
        <FormDataConsumer>{({ formData }) => <KindFields kind={String(formData.draft?.kind ?? "")} />}</FormDataConsumer>
        <PeriodInputs />
      </SimpleForm>
    </Edit>
  );
}
