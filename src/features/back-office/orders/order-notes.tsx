"use client";
/** Staff's notes on an order, newest last, and a field to add one (`POST /api/orders/{orderRef}/notes/`). */
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { useDataProvider, useNotify, useRefresh } from "react-admin";

import { BACK_OFFICE_COPY as COPY } from "../copy";
import type { BackOfficeDataProvider } from "../data/data-provider";
import type { BackOfficeOrder } from "../data/types";
import { formatMoment } from "../format";
import { Section } from "./section";

const N = COPY.orders.notes;

export function OrderNotes({ order }: { order: BackOfficeOrder }) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const notes = order.backOffice?.notes ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === "") return setProblem(N.empty);
    setBusy(true);
    try {
      await dataProvider.addNote(order.orderRef, text.trim());
      setText("");
      setProblem(null);
      notify(N.added, { type: "success" });
      refresh();
    } catch (error) {
      const failure = error as Error & { body?: { errors?: Record<string, string> } };
      setProblem(failure.body?.errors?.text ?? null);
      notify(failure.message, { type: "error" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title={COPY.orders.show.notes} id="notities">
      {notes.length === 0 ? <Typography>{COPY.orders.show.noNotes}</Typography> : null}
      <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.5 }}>
        {notes.map((note) => (
          <Box component="li" key={note.noteId}>
            <Typography variant="body2" color="text.secondary">
              {formatMoment(note.at)} · {note.staffName}
            </Typography>
            <Typography sx={{ whiteSpace: "pre-wrap" }}>{note.text}</Typography>
          </Box>
        ))}
      </Box>
      <Box component="form" onSubmit={(event: FormEvent) => void submit(event)} noValidate sx={{ mt: 2, display: "grid", gap: 1 }}>
        <TextField label={N.label} value={text} onChange={(event) => setText(event.target.value)} multiline minRows={2} variant="outlined" error={problem !== null} helperText={problem ?? " "} slotProps={{ htmlInput: { maxLength: 2000 } }} />
        <Box>
          <Button type="submit" variant="outlined" disabled={busy}>
            {N.add}
          </Button>
        </Box>
      </Box>
    </Section>
  );
}
