"use client";
/**
 * The shop's pages in the back office (issue 23, point 1; admins only): the
 * list with each page's state, and the editor: path, title, meta data, the
 * intro and the sections in rich text (RichTextInput, tiptap), sections added,
 * removed and moved, anchors checked (the format and unique on the page; the
 * API checks again), the questions, and "Publiceren", "Depubliceren" and
 * "Voorbeeld bekijken" (the preview route of issue 23 shows the draft on the
 * real page). Saving writes the draft only; guests see it after publishing.
 */
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ClearButtons, FormatButtons, LinkButtons, ListButtons, QuoteButtons, RichTextInput, RichTextInputToolbar } from "ra-input-rich-text";
import {
  ArrayInput,
  Create,
  CreateButton,
  DataTable,
  DeleteButton,
  Edit,
  EditButton,
  List,
  SaveButton,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
  TopToolbar,
  maxLength,
  regex,
  required,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from "react-admin";
import { useFormState } from "react-hook-form";

import { ANCHOR_PATTERN, BLOCK_PLACEHOLDERS, duplicateAnchors, PAGE_PATH_PATTERN, TEXT_PLACEHOLDERS } from "@/domain/content/pages";

import type { BackOfficeDataProvider } from "../data/data-provider";
import { formatDay } from "../format";
import { PAGES_COPY as C } from "./copy";

type PageState = keyof typeof C.states;

interface PageRecord {
  id: number;
  pageId: number;
  path: string;
  title?: string;
  state: PageState;
  publishedAt: string | null;
  updatedAt: string;
  updatedBy: string | null;
  draft?: { sections?: { anchor?: string }[] };
}

/** The address of the preview route (issue 23's "front" part): staff see the draft on the real page. */
export function previewHref(path: string): string {
  return `/api/preview/?${new URLSearchParams({ path })}`;
}

function StateChip({ state }: { state: PageState }) {
  return <Chip size="small" label={C.states[state]} color={state === "gepubliceerd" ? "success" : state === "gewijzigd" ? "warning" : "default"} variant="outlined" />;
}

export function PageList() {
  return (
    <List actions={<TopToolbar><CreateButton /></TopToolbar>} perPage={100} exporter={false} sort={{ field: "path", order: "ASC" }} pagination={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="path" label={C.path} />
        <DataTable.Col source="title" label={C.title} />
        <DataTable.Col source="state" label={C.state} render={(row: PageRecord) => <StateChip state={row.state} />} />
        <DataTable.Col source="publishedAt" label={C.publishedAt} render={(row: PageRecord) => (row.publishedAt ? formatDay(row.publishedAt.slice(0, 10)) : "–")} />
        <DataTable.Col label="" disableSort>
          <EditButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

const pathRule = regex(PAGE_PATH_PATTERN, C.pathHelp);
const anchorRule = regex(ANCHOR_PATTERN, C.anchorFormat);

/** Every anchor once on the page: a fragment must lead to one place. Answers react-admin's error for the list. */
export function validateSections(sections: unknown): string | undefined {
  if (!Array.isArray(sections)) return undefined;
  const anchors = sections.map((section) => String((section as { anchor?: unknown } | null)?.anchor ?? ""));
  const doubled = duplicateAnchors(anchors.filter(Boolean));
  return doubled.length > 0 ? `${C.anchorDouble}: ${doubled.join(", ")}` : undefined;
}

/**
 * Only what the sanitiser keeps (server/content/rich-text.ts): bold and
 * italic, lists, links, the quote (the framed text) and clearing. No
 * alignment, colour or images: those would be stripped on save without a
 * word. No heading levels either: a page's headings are its sections (with
 * their anchors), and the level menu of ra-input-rich-text 5.15 is a list
 * item outside a list with names that differ from its text (axe).
 */
function PageTextToolbar() {
  return (
    <RichTextInputToolbar>
      <FormatButtons />
      <ListButtons />
      <LinkButtons />
      <QuoteButtons />
      <ClearButtons />
    </RichTextInputToolbar>
  );
}

function PlaceholderHelp() {
  return (
    <Alert severity="info" sx={{ mb: 2, width: "100%" }}>
      <Typography variant="subtitle2">{C.placeholdersTitle}</Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {C.placeholdersText}
      </Typography>
      <Typography variant="body2">
        <strong>{C.textPlaceholders}:</strong> {Object.keys(TEXT_PLACEHOLDERS).map((name) => `{{${name}}}`).join(" · ")}
      </Typography>
      <Typography variant="body2">
        <strong>{C.blockPlaceholders}:</strong> {Object.keys(BLOCK_PLACEHOLDERS).map((name) => `{{${name}}}`).join(" · ")}
      </Typography>
    </Alert>
  );
}

function PageFields() {
  return (
    <>
      <TextInput source="path" label={C.path} helperText={C.pathHelp} validate={[required(), pathRule]} fullWidth />
      <TextInput source="draft.title" label={C.title} validate={[required(), maxLength(160)]} fullWidth />
      <TextInput source="draft.navLabel" label={C.navLabel} validate={[required(), maxLength(60)]} fullWidth />
      <TextInput source="draft.metaTitle" label={C.metaTitle} validate={maxLength(160)} fullWidth />
      <TextInput source="draft.description" label={C.description} validate={[required(), maxLength(300)]} multiline fullWidth />
      <TextInput source="draft.summary" label={C.summary} validate={maxLength(300)} fullWidth />
      <PlaceholderHelp />
      <RichTextInput source="draft.intro" label={C.intro} toolbar={<PageTextToolbar />} fullWidth />
      <ArrayInput source="draft.sections" label={C.sections} validate={validateSections}>
        <SimpleFormIterator inline={false} fullWidth>
          <TextInput source="anchor" label={C.anchor} helperText={C.anchorHelp} validate={[required(), anchorRule, maxLength(80)]} />
          <TextInput source="heading" label={C.heading} validate={[required(), maxLength(160)]} fullWidth />
          <SelectInput
            source="level"
            label={C.level}
            defaultValue={2}
            choices={[
              { id: 2, name: C.levelSection },
              { id: 3, name: C.levelSubsection },
            ]}
            validate={required()}
          />
          <RichTextInput source="body" label={C.body} toolbar={<PageTextToolbar />} fullWidth />
        </SimpleFormIterator>
      </ArrayInput>
      <ArrayInput source="draft.faq" label={C.faq}>
        <SimpleFormIterator inline={false} fullWidth>
          <TextInput source="question" label={C.question} validate={[required(), maxLength(300)]} fullWidth />
          <TextInput source="answer" label={C.answer} validate={[required(), maxLength(2000)]} multiline fullWidth />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

/** Publish, unpublish and preview: beside the form's save, on the saved page (publishing takes the saved draft, never what is typed but unsaved). */
function PublicationBar() {
  const record = useRecordContext<PageRecord>();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { isDirty } = useFormState();
  if (!record) return null;
  const act = async (action: "publish" | "unpublish") => {
    try {
      await dataProvider.pageAction(record.pageId, action);
      notify(action === "publish" ? C.published : C.unpublished, { type: "success" });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: "error" });
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", gap: 1 }}>
      <StateChip state={record.state} />
      <Button variant="contained" color="success" onClick={() => void act("publish")} disabled={isDirty} title={isDirty ? C.saveFirst : undefined}>
        {C.publish}
      </Button>
      {record.state !== "concept" ? (
        <Button variant="outlined" onClick={() => void act("unpublish")} disabled={isDirty}>
          {C.unpublish}
        </Button>
      ) : null}
      <Button variant="text" href={previewHref(record.path)} target="_blank" rel="noopener">
        {C.preview}
      </Button>
    </Stack>
  );
}

function EditToolbar() {
  return (
    // On the paper's own colour: the outlined and text buttons keep 4.5:1 (on the toolbar's grey they do not).
    <Toolbar sx={{ justifyContent: "space-between", gap: 2, flexWrap: "wrap", backgroundColor: "background.paper" }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <SaveButton />
        <PublicationBar />
      </Stack>
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  );
}

export function PageEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false}>
      <SimpleForm toolbar={<EditToolbar />} sx={{ maxWidth: 960 }}>
        <PageFields />
      </SimpleForm>
    </Edit>
  );
}

const EMPTY_PAGE = { path: "/", draft: { title: "", navLabel: "", metaTitle: "", description: "", summary: "", intro: "", sections: [], faq: [] } };

export function PageCreate() {
  return (
    <Create redirect="edit">
      <SimpleForm defaultValues={EMPTY_PAGE} sx={{ maxWidth: 960 }}>
        <PageFields />
      </SimpleForm>
    </Create>
  );
}
