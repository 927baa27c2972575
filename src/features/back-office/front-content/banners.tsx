"use client";
/** Banners (issue 23): an image with alt text, title, text, link, place, period and order; published by an admin. */
import { Create, DataTable, DeleteButton, Edit, List, NumberInput, SimpleForm, TextInput, TopToolbar, CreateButton, required, useCanAccess } from "react-admin";

import { FRONT_CONTENT_COPY as C } from "./copy";
import { ImageUpload } from "./image-upload";
import { type ContentRecordShape, PeriodInputs, periodText, PublicationActions, StateChip } from "./publication";

function ListActions() {
  const { canAccess } = useCanAccess({ resource: "banners", action: "create" });
  return <TopToolbar>{canAccess ? <CreateButton /> : null}</TopToolbar>;
}

export function BannerList() {
  return (
    <List actions={<ListActions />} title={C.resources.banners} exporter={false} pagination={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="id" label="Id" />
        <DataTable.Col source="draft.title" label={C.banner.title} />
        <DataTable.Col source="draft.where" label={C.banner.where} />
        <DataTable.Col label={C.period} disableSort render={(row: ContentRecordShape) => periodText(row.draft.period as never)} />
        <DataTable.Col label={C.state} disableSort render={(row: ContentRecordShape) => <StateChip record={row} />} />
      </DataTable>
    </List>
  );
}

function BannerFields() {
  return (
    <>
      <TextInput source="draft.title" label={C.banner.title} validate={required()} fullWidth />
      <TextInput source="draft.text" label={C.banner.text} multiline fullWidth />
      <TextInput source="draft.link" label={C.banner.link} validate={required()} fullWidth />
      <TextInput source="draft.where" label={C.banner.where} helperText={C.banner.whereHelp} validate={required()} />
      <NumberInput source="draft.order" label={C.banner.order} min={0} max={999} />
      <ImageUpload source="draft.image.src" />
      <TextInput source="draft.image.src" label={C.banner.imageSrc} validate={required()} fullWidth />
      <TextInput source="draft.image.alt" label={C.banner.alt} validate={required()} fullWidth />
      <PeriodInputs />
    </>
  );
}

const EMPTY = { draft: { title: "", text: "", link: "/", where: "home", order: 0, image: { src: "", alt: "" }, period: { from: null, until: null } } };

export function BannerCreate() {
  return (
    <Create redirect="edit" title={C.resources.banners}>
      <SimpleForm defaultValues={EMPTY}>
        <BannerFields />
      </SimpleForm>
    </Create>
  );
}

export function BannerEdit() {
  return (
    <Edit
      // The form appears as soon as the record is read; react-admin's wait for the access check stayed on "Laden" here.
      authLoading={false}
      redirect={false}
      mutationMode="pessimistic"
      title={C.resources.banners}
      actions={
        <TopToolbar>
          <PublicationActions resource="banners" />
          <DeleteButton mutationMode="pessimistic" />
        </TopToolbar>
      }
    >
      <SimpleForm>
        <BannerFields />
      </SimpleForm>
    </Edit>
  );
}
