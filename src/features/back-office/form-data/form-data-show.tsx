"use client";
/**
 * One sent form for staff (issue 23, point 4): who, what they wrote, the
 * uploads to open or download (the API gives them to staff only), whether the
 * mails went out, and the status buttons (PUT /api/form-data/{formDataId}/).
 */
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Show, useNotify, useRecordContext, useRefresh, useUpdate } from "react-admin";

import { FORM_STATUSES } from "@/domain/forms/form-kinds";

import { formatMoment } from "../format";
import { FORM_DATA_COPY as COPY } from "./copy";
import { FormStatusChip } from "./form-data-list";

interface FormDataRecord {
  id: number;
  formDataId: number;
  kindLabel: string;
  status: string;
  name: string;
  emailAddress: string;
  phoneNumber: string | null;
  about: string;
  receivedAt: string;
  lines?: { label: string; value: string }[];
  uploads?: { uploadId: string; fileName: string; contentType: string; size: number; url: string }[];
  customerMailSentAt: string | null;
  shopMailSentAt: string | null;
}

const S = COPY.show;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={{ xs: 0, sm: 2 }} sx={{ py: 0.75 }}>
      <Typography component="dt" sx={{ minWidth: 200, color: "text.secondary", fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {children}
      </Typography>
    </Stack>
  );
}

function StatusButtons({ record }: { record: FormDataRecord }) {
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
      {FORM_STATUSES.filter((status) => status !== record.status).map((status) => (
        <Button
          key={status}
          variant="outlined"
          disabled={isPending}
          onClick={() =>
            update(
              "form-data",
              { id: record.id, data: { status }, previousData: record },
              {
                onSuccess: () => {
                  notify(S.changed, { type: "success" });
                  refresh();
                },
                onError: (error) => notify((error as Error).message, { type: "error" }),
              },
            )
          }
        >
          {S.setStatus(COPY.statuses[status] ?? status)}
        </Button>
      ))}
    </Stack>
  );
}

function FormDataView() {
  const record = useRecordContext<FormDataRecord>();
  if (!record) return null;
  // react-admin shows the list's row first (no lines, no uploads) until the form itself has loaded.
  const lines = record.lines ?? [];
  const uploads = record.uploads ?? [];
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1 }}>
            <Typography component="h2" variant="h6">
              {record.kindLabel}: {record.about}
            </Typography>
            <FormStatusChip status={record.status} />
          </Stack>
          <dl style={{ margin: 0 }}>
            <Row label={S.customer}>{record.name}</Row>
            <Row label={S.email}>
              <a href={`mailto:${record.emailAddress}`}>{record.emailAddress}</a>
            </Row>
            {record.phoneNumber ? (
              <Row label={S.phone}>
                <a href={`tel:${record.phoneNumber.replace(/[^\d+]/g, "")}`}>{record.phoneNumber}</a>
              </Row>
            ) : null}
            <Row label={S.received}>{formatMoment(record.receivedAt)}</Row>
            {lines.map((line) => (
              <Row key={line.label} label={line.label}>
                {line.value}
              </Row>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {S.uploads}
          </Typography>
          {uploads.length === 0 ? (
            <Typography>{S.noUploads}</Typography>
          ) : (
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {uploads.map((upload) => (
                <li key={upload.uploadId}>
                  <a href={upload.url} download={upload.fileName} aria-label={S.download(upload.fileName)}>
                    {upload.fileName}
                  </a>{" "}
                  ({Math.max(1, Math.round(upload.size / 1024))} kB)
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {S.statusTitle}
          </Typography>
          <StatusButtons record={record} />
          <dl style={{ margin: "16px 0 0" }}>
            <Row label={S.customerMail}>{record.customerMailSentAt ? formatMoment(record.customerMailSentAt) : S.notSent}</Row>
            <Row label={S.shopMail}>{record.shopMailSentAt ? formatMoment(record.shopMailSentAt) : S.notSent}</Row>
          </dl>
        </CardContent>
      </Card>
    </Stack>
  );
}

export function FormDataShow() {
  return (
    <Show title={<ShowTitle />} actions={false}>
      <FormDataView />
    </Show>
  );
}

function ShowTitle() {
  const record = useRecordContext<FormDataRecord>();
  return <span>{record ? S.title(record.formDataId) : COPY.resource}</span>;
}
