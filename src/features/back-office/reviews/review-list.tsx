"use client";
/**
 * Reviews for moderation (issue 23, staff): the list with filters on status
 * (pending first by default), product and verified purchase; each row shows
 * the review in full and whether an order backs it, and staff approve it or
 * reject it with a reason for the other staff. The decision goes through
 * react-admin's update (PUT /api/ratings/moderation/{ratingId}/), so a 401
 * signs out as everywhere in the back office.
 */
import Box from "@mui/material/Box";
import type { Theme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { DataTable, List, NumberInput, SelectInput, useNotify, useRefresh, useUpdate } from "react-admin";

import type { ModerationItem } from "@/schemas/answers/ratings";

import { formatMoment } from "../format";
import { REVIEW_MODERATION_COPY as C } from "./copy";

const choices = (labels: Record<string, string>) => Object.entries(labels).map(([id, name]) => ({ id, name }));

const filters = [
  <SelectInput key="status" source="status" label={C.status} choices={choices(C.statuses)} alwaysOn />,
  <NumberInput key="productId" source="productId" label={C.productId} alwaysOn />,
  <SelectInput key="verified" source="verified" label={C.verified} choices={choices(C.verifiedChoices)} alwaysOn />,
];

const STATUS_COLORS = { pending: "warning", approved: "success", rejected: "default" } as const;

function Decide({ review }: { review: ModerationItem }) {
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const decide = (status: "approved" | "rejected", rejectionReason?: string) =>
    update(
      "reviews",
      { id: review.ratingId, data: { status, rejectionReason: rejectionReason ?? null }, previousData: review },
      {
        onSuccess: () => {
          notify(status === "approved" ? C.approved : C.rejected, { type: "success" });
          setRejecting(false);
          refresh();
        },
        onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: "error" }),
      },
    );
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 1, alignItems: "flex-start" }}>
      {review.status !== "approved" ? (
        <Button size="small" variant="contained" disabled={isPending} onClick={() => void decide("approved")} aria-label={`${C.approve}: ${review.title}`}>
          {C.approve}
        </Button>
      ) : null}
      {review.status !== "rejected" ? (
        <Button size="small" variant="outlined" color="error" disabled={isPending} onClick={() => setRejecting(true)} aria-label={`${C.reject}: ${review.title}`}>
          {C.reject}
        </Button>
      ) : null}
      <Dialog open={rejecting} onClose={() => setRejecting(false)} aria-labelledby={`reject-${review.ratingId}`}>
        <DialogTitle id={`reject-${review.ratingId}`}>{C.rejectTitle}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            “{review.title}” — {review.authorName}
          </Typography>
          <TextField label={C.rejectReason} helperText={C.rejectHelp} value={reason} onChange={(event) => setReason(event.target.value)} fullWidth multiline minRows={2} required autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)}>{C.cancel}</Button>
          <Button color="error" variant="contained" disabled={isPending || reason.trim() === ""} onClick={() => void decide("rejected", reason.trim())}>
            {C.reject}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

function ReviewCell({ review }: { review: ModerationItem }) {
  return (
    <Box sx={{ minWidth: 240, maxWidth: 520 }}>
      <Typography variant="subtitle2" component="p">
        {review.title}
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary">
        {review.authorName}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: "pre-line" }}>
        {review.text}
      </Typography>
      {review.pros.length > 0 ? <Typography variant="body2">+ {review.pros.join(" · ")}</Typography> : null}
      {review.cons.length > 0 ? <Typography variant="body2">− {review.cons.join(" · ")}</Typography> : null}
      {review.moderatedAt ? (
        <Typography variant="caption" component="p" color="text.secondary">
          {C.statuses[review.status]}: {C.decidedBy(review.moderatedBy, formatMoment(review.moderatedAt))}
          {review.rejectionReason ? ` — ${C.reason}: ${review.rejectionReason}` : ""}
        </Typography>
      ) : null}
    </Box>
  );
}

export function ReviewList() {
  // Below 1440 px the moment gives way, so the decision's buttons stay on screen beside the review.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up("xl"));
  return (
    <List filters={filters} filterDefaultValues={{ status: "pending" }} sort={{ field: "createdAt", order: "DESC" }} perPage={25} exporter={false}>
      <DataTable rowClick={false} bulkActionButtons={false}>
        {wide ? <DataTable.Col source="createdAt" label={C.fields.createdAt} render={(review: ModerationItem) => formatMoment(review.createdAt)} /> : null}
        <DataTable.Col
          source="productName"
          label={C.fields.product}
          disableSort
          render={(review: ModerationItem) => (
            <a href={review.productUrl} target="_blank" rel="noreferrer">
              {review.productName}
            </a>
          )}
        />
        <DataTable.Col source="stars" label={C.fields.stars} render={(review: ModerationItem) => <span aria-label={`${review.stars} van 5 sterren`}>{"★".repeat(review.stars)}</span>} />
        <DataTable.Col source="title" label={C.fields.review} disableSort render={(review: ModerationItem) => <ReviewCell review={review} />} />
        <DataTable.Col
          source="verified"
          label={C.fields.verified}
          disableSort
          render={(review: ModerationItem) => (
            <Chip size="small" color={review.verified ? "success" : "default"} label={review.verified ? `${C.verifiedYes}${review.orderRef ? ` (${review.orderRef})` : ""}` : C.verifiedNo} />
          )}
        />
        <DataTable.Col source="status" label={C.fields.status} disableSort render={(review: ModerationItem) => <Chip size="small" color={STATUS_COLORS[review.status]} label={C.statuses[review.status]} />} />
        <DataTable.Col source="ratingId" label={C.fields.actions} disableSort render={(review: ModerationItem) => <Decide review={review} />} />
      </DataTable>
    </List>
  );
}
