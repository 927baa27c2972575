"use client";
/**
 * What the three content screens share: the state chip (concept, gepubliceerd,
 * concept gewijzigd), the buttons "Publiceren", "Depubliceren" and "Voorbeeld
 * bekijken" (the real page in preview, in a new tab), and the period fields.
 */
import MuiButton from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import { TextInput, useCanAccess, useNotify, useRecordContext, useRefresh } from "react-admin";
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

/** An ISO moment as the browser's datetime-local field shows it (local time), and back. */
const toLocalField = (value: unknown) => {
  if (typeof value !== "string" || value === "") return "";
  const moment = new Date(value);
  return new Date(moment.getTime() - moment.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalField = (value: string) => (value ? new Date(value).toISOString() : null);

export function PeriodInputs() {
  return (
    <>
      <TextInput source="draft.period.from" label={C.from} type="datetime-local" helperText={C.periodHelp} format={toLocalField} parse={fromLocalField} slotProps={{ inputLabel: { shrink: true } }} />
      <TextInput source="draft.period.until" label={C.until} type="datetime-local" helperText={false} format={toLocalField} parse={fromLocalField} slotProps={{ inputLabel: { shrink: true } }} />
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
          <MuiButton size="small" variant="contained" onClick={() => void change("POST")} disabled={busy || record.state === "gepubliceerd"}>
            {C.publish}
          </MuiButton>
          <MuiButton size="small" onClick={() => void change("DELETE")} disabled={busy || record.published === null}>
            {C.unpublish}
          </MuiButton>
        </>
      ) : null}
      {/* A plain link: the preview route sets its cookie and sends the new tab on to the page. */}
      <MuiButton size="small" href={`/api/preview/?path=${encodeURIComponent(previewPathOf(resource, record))}`} target="_blank" rel="noopener">
        {C.preview}
      </MuiButton>
    </>
  );
}
