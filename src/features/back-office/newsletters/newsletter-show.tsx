"use client";
/**
 * One campaign (issue 23, point 5): where it stands, its counts (the counter:
 * recipients, sent, skipped, failed, opened, clicked, unsubscribed after), the
 * preview of the mail, a test to one address, and the send to every
 * subscriber confirmed at that moment (asked twice: it cannot be undone).
 * While it is being sent the counts refresh every few seconds.
 */
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Confirm, EditButton, Show, TopToolbar, useDataProvider, useNotify, useRecordContext, useRefresh } from "react-admin";
import { useEffect } from "react";

import type { BackOfficeDataProvider } from "../data/data-provider";
import { formatMoment } from "../format";
import { NEWSLETTER_COPY as C } from "./copy";
import { NewsletterStatusChip } from "./newsletter-list";
import { NewsletterPreview } from "./newsletter-preview";
import type { NewsletterRecord } from "./types";

const COUNT_ORDER = ["recipients", "queued", "sent", "skipped", "failed", "opened", "clicked", "unsubscribedAfter"] as const;

function Counts({ record }: { record: NewsletterRecord }) {
  return (
    <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(10rem, 1fr))", gap: 2, m: 0 }}>
      {COUNT_ORDER.map((key) => (
        <Box key={key} sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {C.counts[key]}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }} data-count={key}>
            {record.counts[key]}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Actions({ record }: { record: NewsletterRecord }) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [address, setAddress] = useState("");
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const act = async (body: { action: "sendTest"; emailAddress: string } | { action: "send" }) => {
    setBusy(true);
    try {
      const answer = (await dataProvider.newsletterAction(record.newsletterId, body)) as { emailAddress?: string; recipients?: number };
      notify(body.action === "sendTest" ? C.testSent(answer.emailAddress ?? address) : C.sendStarted(answer.recipients ?? 0), { type: "success" });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: "error" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      <Stack
        component="form"
        direction={{ xs: "column", sm: "row" }}
        spacing={1}
        onSubmit={(event) => {
          event.preventDefault();
          void act({ action: "sendTest", emailAddress: address });
        }}
      >
        <TextField size="small" type="email" label={C.testAddress} value={address} onChange={(event) => setAddress(event.target.value)} required sx={{ minWidth: { sm: "20rem" } }} />
        <Button type="submit" variant="outlined" disabled={busy}>
          {C.sendTest}
        </Button>
      </Stack>
      {record.status === "draft" ? (
        <Box>
          <Button variant="contained" disabled={busy} onClick={() => setConfirming(true)}>
            {C.send}
          </Button>
          <Confirm
            isOpen={confirming}
            title={C.sendConfirmTitle}
            content={C.sendConfirmText}
            confirm={C.send}
            onConfirm={() => {
              setConfirming(false);
              void act({ action: "send" });
            }}
            onClose={() => setConfirming(false)}
          />
        </Box>
      ) : null}
    </Stack>
  );
}

function ShowBody() {
  const record = useRecordContext<NewsletterRecord>();
  const refresh = useRefresh();
  const sending = record?.status === "sending";
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(refresh, 3000);
    return () => clearInterval(timer);
  }, [sending, refresh]);
  if (!record) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1 }}>
        <Typography variant="h5" component="h1">
          {record.subject}
        </Typography>
        <NewsletterStatusChip status={record.status} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {C.created}: {formatMoment(record.createdAt)}
        {record.createdBy ? ` · ${record.createdBy}` : ""}
        {record.sentAt ? ` · ${C.sentAt}: ${formatMoment(record.sentAt)}` : ""}
        {record.sentBy ? ` · ${record.sentBy}` : ""}
      </Typography>
      <Counts record={record} />
      <Actions record={record} />
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {C.preview}
      </Typography>
      <NewsletterPreview html={record.previewHtml} />
    </Box>
  );
}

function ShowActions() {
  const record = useRecordContext<NewsletterRecord>();
  return <TopToolbar>{record?.status === "draft" ? <EditButton label={C.edit} /> : null}</TopToolbar>;
}

export function NewsletterShow() {
  return (
    <Show actions={<ShowActions />}>
      <ShowBody />
    </Show>
  );
}
