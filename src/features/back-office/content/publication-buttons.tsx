"use client";
/**
 * Publish, unpublish and preview for content with a draft and a published
 * version (issue 23): the draft is saved by the form's own button; "Publiceren"
 * makes it what guests see, "Depubliceren" takes the content off the site,
 * "Voorbeeld" opens the real page with the draft (`/api/preview/`).
 */
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext } from "react-admin";

import type { BackOfficeDataProvider } from "../data/data-provider";
import { CONTENT_COPY as COPY } from "./copy";

export function PublicationStatus() {
  const record = useRecordContext<{ published: unknown; hasUnpublishedChanges: boolean; live?: boolean }>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1}>
      <Chip size="small" color={record.published ? "success" : "default"} label={record.published ? COPY.published : COPY.notPublished} />
      {record.published && record.hasUnpublishedChanges ? <Chip size="small" color="warning" label={COPY.changed} /> : null}
      {record.live ? <Chip size="small" color="primary" variant="outlined" label={COPY.live} /> : null}
    </Stack>
  );
}

/** `previewPath` is the page the content shows on; null when it has none of its own. */
export function PublicationButtons({ previewPath }: { previewPath: string | null }) {
  const record = useRecordContext<{ id: number; published: unknown; hasUnpublishedChanges: boolean }>();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record || !resource) return null;

  const run = async (action: "publish" | "unpublish") => {
    setBusy(true);
    try {
      await dataProvider.setPublication(resource, record.id, action);
      notify(action === "publish" ? COPY.publishedDone : COPY.unpublishedDone, { type: "success" });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: "error" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", alignItems: "center", px: 2, pt: 2 }}>
      <PublicationStatus />
      <Button variant="contained" disabled={busy || (record.published !== null && !record.hasUnpublishedChanges)} onClick={() => void run("publish")}>
        {COPY.publish}
      </Button>
      <Button variant="outlined" disabled={busy || record.published === null} onClick={() => void run("unpublish")}>
        {COPY.unpublish}
      </Button>
      {previewPath ? (
        <Button variant="text" href={`/api/preview/?path=${encodeURIComponent(previewPath)}`} target="_blank" rel="noopener">
          {COPY.preview}
        </Button>
      ) : null}
    </Stack>
  );
}
