"use client";
/**
 * "Producten importeren" (issue 21, part E): choose a CSV or XLSX file, check
 * it (the dry run: per row what changes, from what to what, and which rows are
 * refused and why), then read it in, all at once or not at all. Admins only;
 * staff see why not.
 */
import UploadFileIcon from "@mui/icons-material/UploadFile";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Title, useCanAccess } from "react-admin";

import { IMPORT_COPY as COPY } from "./copy";
import { ExportButton } from "./export-button";
import { IMPORT_SCREEN_PATH } from "./screen-path";
import { failureMessage, type ImportReport, type ImportRowReport, reportOf, ROWS_SHOWN } from "./import-report";

export { IMPORT_SCREEN_PATH };

const IMPORT_URL = "/api/catalogue/import/";

type Busy = "check" | "apply" | null;

async function sendFile(file: File, dryRun: boolean): Promise<{ status: number; body: unknown }> {
  const form = new FormData();
  form.set("file", file, file.name);
  const response = await fetch(`${IMPORT_URL}?dryRun=${dryRun}`, { method: "POST", body: form, credentials: "same-origin", cache: "no-store", headers: { accept: "application/json" } });
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  return { status: response.status, body };
}

/** A short value (an amount, a count, a day) stays on one line on a tablet; a long text breaks anywhere. */
const valueWrap = (value: string | null) => (value !== null && value.length > 16 ? { overflowWrap: "anywhere" as const } : { whiteSpace: "nowrap" as const });

const productLabel = (row: ImportRowReport) => [row.productId ?? COPY.newProduct, row.name].filter((part) => part !== null && part !== "").join(" · ");

function RefusedRows({ rows, total }: { rows: ImportRowReport[]; total: number }) {
  return (
    <Alert severity="error" variant="outlined" sx={{ "& .MuiAlert-message": { width: "100%", minWidth: 0 } }}>
      <AlertTitle component="h3">{COPY.refusedTitle(total)}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {COPY.refusedIntro}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={COPY.refusedTitle(total)}>
          <TableHead>
            <TableRow>
              <TableCell>{COPY.line}</TableCell>
              <TableCell>{COPY.product}</TableCell>
              <TableCell>{COPY.why}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.line} data-testid="refused-row">
                <TableCell>{row.line}</TableCell>
                <TableCell>{productLabel(row)}</TableCell>
                <TableCell>
                  {row.problems.map((problem, index) => (
                    // The rules' messages name their column already ("price: geef een bedrag …", "EAN klopt niet …").
                    <Box key={index}>{problem.message}</Box>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length < total ? <Typography variant="body2">{COPY.shownOnly(rows.length, total)}</Typography> : null}
    </Alert>
  );
}

function ChangedRows({ rows, total }: { rows: ImportRowReport[]; total: number }) {
  return (
    <Box component="section" aria-labelledby="import-changes">
      <Typography id="import-changes" variant="h3" component="h3" sx={{ fontSize: "1.1rem", mb: 1 }}>
        {COPY.changesTitle}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby="import-changes">
          <TableHead>
            <TableRow>
              <TableCell>{COPY.line}</TableCell>
              <TableCell>{COPY.product}</TableCell>
              <TableCell>{COPY.field}</TableCell>
              <TableCell>{COPY.from}</TableCell>
              <TableCell>{COPY.to}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.flatMap((row) =>
              row.changes.map((change, index) => (
                <TableRow key={`${row.line}-${change.field}`}>
                  <TableCell>{index === 0 ? row.line : ""}</TableCell>
                  <TableCell>{index === 0 ? productLabel(row) : ""}</TableCell>
                  <TableCell>{change.field}</TableCell>
                  <TableCell sx={{ color: "text.secondary", ...valueWrap(change.from) }}>{change.from ?? "—"}</TableCell>
                  <TableCell sx={valueWrap(change.to)}>{change.to ?? "—"}</TableCell>
                </TableRow>
              )),
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length < total ? <Typography variant="body2">{COPY.shownOnly(rows.length, total)}</Typography> : null}
    </Box>
  );
}

function Report({ report }: { report: ImportReport }) {
  const refused = report.rows.filter((row) => row.outcome === "refused");
  const changed = report.rows.filter((row) => row.outcome === "change" || row.outcome === "new");
  return (
    <Card variant="outlined" component="section" aria-labelledby="import-report">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="import-report" variant="h2" component="h2">
            {report.applied ? COPY.appliedTitle : COPY.reportTitle}
          </Typography>
          <Typography data-testid="import-counts">{COPY.counts(report.counts)}</Typography>
          {report.applied ? (
            <Alert severity="success" role="status">
              {COPY.applied(report.counts)}
            </Alert>
          ) : null}
          {refused.length > 0 ? <RefusedRows rows={refused.slice(0, ROWS_SHOWN)} total={refused.length} /> : null}
          {!report.applied && refused.length === 0 && changed.length === 0 ? <Alert severity="info">{COPY.nothingToDo}</Alert> : null}
          {!report.applied && refused.length === 0 && changed.length > 0 ? <Alert severity="info">{COPY.readyToApply}</Alert> : null}
          {changed.length > 0 ? <ChangedRows rows={changed.slice(0, ROWS_SHOWN)} total={changed.length} /> : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

export function CatalogueImportScreen() {
  const { canAccess, isPending } = useCanAccess({ resource: "catalogue-import", action: "create" });
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(dryRun ? "check" : "apply");
    setFailure(null);
    try {
      const { status, body } = await sendFile(file, dryRun);
      const answer = reportOf(status, body);
      setReport(answer);
      if (status !== 200) setFailure(failureMessage(body, COPY.failed));
    } catch {
      setFailure(COPY.failed);
    } finally {
      setBusy(null);
    }
  };

  const checked = report && !report.applied && report.dryRun;
  const mayApply = Boolean(checked && report.counts.refused === 0 && report.counts.change + report.counts.new > 0);

  return (
    <Box sx={{ py: 2, maxWidth: 1100 }}>
      <Title title={COPY.title} />
      <Typography variant="h1" gutterBottom>
        {COPY.title}
      </Typography>
      {isPending ? null : !canAccess ? (
        <Alert severity="info">{COPY.adminsOnly}</Alert>
      ) : (
        <Stack spacing={2}>
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={2}>
                <Typography>{COPY.intro}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {COPY.columnsHint}
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "center" }}>
                  <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
                    {COPY.chooseFile}
                    <input
                      hidden
                      type="file"
                      name="file"
                      accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                      onChange={(event) => {
                        setFile(event.target.files?.[0] ?? null);
                        setReport(null);
                        setFailure(null);
                      }}
                    />
                  </Button>
                  <Typography variant="body2" data-testid="import-file-name" sx={{ overflowWrap: "anywhere" }}>
                    {file ? file.name : COPY.noFile}
                  </Typography>
                </Stack>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
                  <Button variant="contained" disabled={!file || busy !== null} onClick={() => run(true)}>
                    {busy === "check" ? COPY.checking : COPY.check}
                  </Button>
                  <Button variant="contained" color="secondary" disabled={!mayApply || busy !== null} onClick={() => run(false)}>
                    {busy === "apply" ? COPY.applying : COPY.apply}
                  </Button>
                </Stack>
              </Stack>
            </CardContent>
          </Card>
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
          {report ? <Report report={report} /> : null}
          <Card variant="outlined">
            <CardContent>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {COPY.exportHint}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
                <ExportButton format="csv" />
                <ExportButton format="xlsx" />
              </Stack>
            </CardContent>
          </Card>
        </Stack>
      )}
    </Box>
  );
}
