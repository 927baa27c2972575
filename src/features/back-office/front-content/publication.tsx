"use client";
/**
 * What the three content screens share: the state chip (concept, gepubliceerd,
 * concept gewijzigd), the buttons "Publiceren", "Depubliceren" and "Voorbeeld
 * bekijken" (the real page in preview, in a new tab), and the period fields.
 */
import MuiButton from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import { Button, DateTimeInput, useCanAccess, useNotify, useRecordContext, useRefresh } from "react-admin";
import { useState } from "react";

import { callApi } from "../data/data-provider";
import { RESOURCES } from "../data/rest-mapping";
import { FRONT_CONTENT_COPY as C } from "./copy";

export type ContentResource = "banners" | "blocks" | "messages";

export interface ContentRecordShape {
  id: number;
  key?: string;
  state: keyof typeof C.states;
  draft: Record<string, unknown>;
  published: Record<string, unknown> | null;
  updatedAt: string;
}

export function StateChip({ record }: { record?: ContentRecordShape }) {
  const own = useRecordContext<ContentRecordShape>();
  const row = record ?? own;
  if (!row) return null;
  const color = row.state === "gepubliceerd" ? "success" : row.state === "concept gewijzigd" ? "warning" : "default";
  return <Chip size="small" label={C.states[row.state]} color={color} variant={row.state === "gepubliceerd" ? "filled" : "outlined"} data-state={row.state} />;
}

/** The period as a line of text: "altijd", or from–until in Dutch. */
export function periodText(period: { from: string | null; until: string | null } | undefined): string {
  if (!period || (period.from === null && period.until === null)) return C.always;
  const format = (moment: string) => new Date(moment).toLocaleString("nl-NL", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Amsterdam" });
  return `${period.from ? format(period.from) : "…"} – ${period.until ? format(period.until) : "…"}`;
}

export function PeriodInputs() {
  return (
    <>
      <DateTimeInput source="draft.period.from" label={C.from} helperText={C.periodHelp} parse={(value: string) => (value ? new Date(value).toISOString() : null)} />
      <DateTimeInput source="draft.period.until" label={C.until} helperText={false} parse={(value: string) => (value ? new Date(value).toISOString() : null)} />
    </>
  );
}

/** The page a row shows on, for "Voorbeeld bekijken". */
export function previewPathOf(resource: ContentResource, record: ContentRecordShape): string {
  if (resource === "messages") return "/";
  if (resource === "blocks") {
    const match = /^category\.([a-z0-9-]+)\.intro$/.exec(record.key ?? "");
    return match ? `/${match[1]}/` : "/";
  }
  const where = String(record.draft.where ?? "home");
  if (where === "cart") return "/winkelwagen/";
  if (where === "search") return "/zoeken/?q=wasmachine";
  if (where.startsWith("category:")) return `/${where.slice("category:".length)}/`;
  return "/";
}

export function PublicationActions({ resource }: { resource: ContentResource }) {
  const record = useRecordContext<ContentRecordShape>();
  const { canAccess } = useCanAccess({ resource, action: "edit" });
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const publication = `${RESOURCES[resource].path}${record.id}/publication/`;
  const change = async (method: "POST" | "DELETE") => {
    setBusy(true);
    try {
      await callApi((input, init) => fetch(input, init), publication, { method });
      notify(method === "POST" ? C.published : C.unpublished, { type: "success" });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: "error" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <StateChip />
      {canAccess ? (
        <>
          <Button label={C.publish} onClick={() => void change("POST")} disabled={busy || record.state === "gepubliceerd"} variant="contained" />
          <Button label={C.unpublish} onClick={() => void change("DELETE")} disabled={busy || record.published === null} />
        </>
      ) : null}
      {/* A plain link: the preview route sets its cookie and sends the new tab on to the page. */}
      <MuiButton size="small" href={`/api/preview/?path=${encodeURIComponent(previewPathOf(resource, record))}`} target="_blank" rel="noopener">
        {C.preview}
      </MuiButton>
    </>
  );
}
