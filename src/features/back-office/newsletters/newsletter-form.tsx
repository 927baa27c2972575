"use client";
/**
 * Writing a campaign (issue 23, point 5): subject, preheader and blocks (a
 * heading, rich text, an image with a link, a button, products picked from
 * the catalogue by name or number). The API checks everything again and puts
 * a refusal on its field (`blocks.2.productIds.0`). A campaign that is being
 * sent or was sent cannot change: its edit screen says so.
 */
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { RichTextInput } from "ra-input-rich-text";
import {
  ArrayInput,
  AutocompleteArrayInput,
  Create,
  Edit,
  FormDataConsumer,
  ReferenceArrayInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  required,
  useRecordContext,
} from "react-admin";

import { NEWSLETTER_COPY as C } from "./copy";
import { NewsletterPreview } from "./newsletter-preview";
import type { NewsletterRecord } from "./types";

const blockTypeChoices = (Object.keys(C.blockTypes) as (keyof typeof C.blockTypes)[]).map((id) => ({ id, name: C.blockTypes[id] }));

type ProductOption = { productId?: number; brandName?: string; name?: string };

function BlockFields({ type }: { type: string | undefined }) {
  switch (type) {
    case "heading":
      return <TextInput source="text" label={C.headingText} validate={required()} fullWidth />;
    case "text":
      return <RichTextInput source="html" label={C.text} validate={required()} fullWidth />;
    case "image":
      return (
        <>
          <TextInput source="imageUrl" label={C.imageUrl} validate={required()} fullWidth />
          <TextInput source="alt" label={C.alt} validate={required()} fullWidth />
          <TextInput source="linkUrl" label={C.linkUrl} fullWidth />
        </>
      );
    case "button":
      return (
        <>
          <TextInput source="label" label={C.buttonLabel} validate={required()} fullWidth />
          <TextInput source="url" label={C.buttonUrl} validate={required()} fullWidth />
        </>
      );
    case "products":
      return (
        <ReferenceArrayInput source="productIds" reference="products" perPage={20}>
          <AutocompleteArrayInput
            label={C.products}
            optionText={(product: ProductOption) => `${product.productId} ${product.brandName ?? ""} ${product.name ?? ""}`.trim()}
            filterToQuery={(q: string) => ({ q })}
            validate={required()}
            fullWidth
          />
        </ReferenceArrayInput>
      );
    default:
      return null;
  }
}

function NewsletterFields() {
  return (
    <>
      <TextInput source="subject" label={C.subject} validate={required()} fullWidth />
      <TextInput source="preheader" label={C.preheader} fullWidth />
      <ArrayInput source="blocks" label={C.blocks}>
        <SimpleFormIterator inline={false} fullWidth>
          <SelectInput source="type" label={C.blockType} choices={blockTypeChoices} validate={required()} />
          <FormDataConsumer>{({ scopedFormData }) => <BlockFields type={(scopedFormData as { type?: string } | undefined)?.type} />}</FormDataConsumer>
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

/** The API takes the blocks as the form holds them, without react-admin's own fields. */
export function newsletterBody(values: Record<string, unknown>): Record<string, unknown> {
  return { subject: values.subject, preheader: values.preheader ?? "", blocks: values.blocks ?? [] };
}

export function NewsletterCreate() {
  return (
    <Create redirect="show" transform={newsletterBody}>
      <SimpleForm defaultValues={{ subject: "", preheader: "", blocks: [{ type: "heading", text: "" }] }}>
        <NewsletterFields />
      </SimpleForm>
    </Create>
  );
}

function EditBody() {
  const record = useRecordContext<NewsletterRecord>();
  if (!record) return null;
  if (record.status !== "draft") return <Alert severity="info" sx={{ m: 2 }}>{C.notEditable}</Alert>;
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 1fr) minmax(0, 1fr)" } }}>
      <SimpleForm>
        <NewsletterFields />
      </SimpleForm>
      <Box sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          {C.preview}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {C.previewNote}
        </Typography>
        <NewsletterPreview html={record.previewHtml} />
      </Box>
    </Box>
  );
}

export function NewsletterEdit() {
  return (
    <Edit redirect="show" mutationMode="pessimistic" transform={newsletterBody}>
      <EditBody />
    </Edit>
  );
}
