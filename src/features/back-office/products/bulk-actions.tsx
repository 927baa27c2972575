"use client";
/**
 * The product list's bulk actions (issue 21, part A): expire or bring back,
 * set or clear a discount, move to another category, on the selected products
 * through POST /api/catalogue/products/bulk/. The answer says what changed and
 * which products were refused and why; the refusals stay on screen until read.
 */
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useCanAccess, useListContext, useNotify, useRefresh, useUnselectAll } from "react-admin";

import { callApi } from "../data/data-provider";
import { parseEuros } from "../format";

import { PRODUCT_COPY as COPY } from "./product-copy";
import { useCatalogueChoices } from "./use-catalogue-choices";

interface BulkAnswer {
  changed: number[];
  unchanged: number[];
  refused: { productId: number; errorMessage: string }[];
}

type Dialogs = "discount" | "clearDiscount" | "move" | null;

export function ProductBulkActions() {
  const { selectedIds } = useListContext();
  const { canAccess } = useCanAccess({ resource: "products", action: "edit" });
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll("products");
  const choices = useCatalogueChoices();
  const [open, setOpen] = useState<Dialogs>(null);
  const [kind, setKind] = useState("cashDesk");
  const [amount, setAmount] = useState("");
  const [categoryId, setCategoryId] = useState("");
  const [refused, setRefused] = useState<BulkAnswer["refused"]>([]);
  const [busy, setBusy] = useState(false);
  if (!canAccess) return null;

  const run = async (body: Record<string, unknown>) => {
    setBusy(true);
    try {
      const answer = (await callApi((input, init) => fetch(input, init), "/api/catalogue/products/bulk/", { method: "POST", body: { ...body, productIds: selectedIds } })) as BulkAnswer;
      notify(COPY.bulk.result(answer.changed.length, answer.unchanged.length, answer.refused.length), { type: answer.refused.length ? "warning" : "info" });
      setRefused(answer.refused);
      setOpen(null);
      if (answer.refused.length === 0) unselectAll();
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: "error" });
    } finally {
      setBusy(false);
    }
  };

  const euros = parseEuros(amount);
  return (
    <>
      {/* react-admin keeps its bulk bar in the page with no height while nothing is selected; buttons in it would lie,
          unseen, over the list's own buttons and headers (axe: target-size). They are there only with a selection. */}
      {selectedIds.length > 0 ? (
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }}>
        <Button size="small" sx={{ color: "text.primary" }} onClick={() => run({ action: "expire" })} disabled={busy}>
          {COPY.bulk.expire}
        </Button>
        <Button size="small" sx={{ color: "text.primary" }} onClick={() => run({ action: "unexpire" })} disabled={busy}>
          {COPY.bulk.unexpire}
        </Button>
        <Button size="small" sx={{ color: "text.primary" }} onClick={() => setOpen("discount")} disabled={busy}>
          {COPY.bulk.discount}
        </Button>
        <Button size="small" sx={{ color: "text.primary" }} onClick={() => setOpen("clearDiscount")} disabled={busy}>
          {COPY.bulk.clearDiscount}
        </Button>
        <Button size="small" sx={{ color: "text.primary" }} onClick={() => setOpen("move")} disabled={busy}>
          {COPY.bulk.move}
        </Button>
      </Stack>
      ) : null}
      <Dialog open={open !== null} onClose={() => setOpen(null)} aria-labelledby="bulk-title">
        <DialogTitle id="bulk-title">{open === "move" ? COPY.bulk.move : open === "clearDiscount" ? COPY.bulk.clearDiscount : COPY.bulk.discount}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1, minWidth: 280 }}>
            {open === "move" ? (
              <TextField select label={COPY.fields.categoryId} value={categoryId} onChange={(event) => setCategoryId(event.target.value)}>
                {(choices?.categories ?? []).map((category) => (
                  <MenuItem key={category.categoryId} value={String(category.categoryId)}>
                    {category.name}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <TextField select label={COPY.bulk.kind} value={kind} onChange={(event) => setKind(event.target.value)}>
                {Object.entries(COPY.bulk.kinds).map(([id, name]) => (
                  <MenuItem key={id} value={id}>
                    {name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {open === "discount" ? <TextField label={COPY.bulk.amount} value={amount} onChange={(event) => setAmount(event.target.value)} inputMode="decimal" /> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>{COPY.bulk.cancel}</Button>
          <Button
            variant="contained"
            disabled={busy || (open === "discount" && euros === null) || (open === "move" && categoryId === "")}
            onClick={() =>
              run(
                open === "move"
                  ? { action: "moveCategory", categoryId: Number(categoryId) }
                  : open === "clearDiscount"
                    ? { action: "clearDiscount", discount: kind }
                    : { action: "setDiscount", discount: kind, amount: euros },
              )
            }
          >
            {COPY.bulk.apply}
          </Button>
        </DialogActions>
      </Dialog>
      {refused.length > 0 ? (
        <Alert severity="warning" onClose={() => setRefused([])} sx={{ mt: 1 }}>
          <strong>{COPY.bulk.refusedTitle}</strong>
          <ul style={{ margin: 0, paddingLeft: "1.2em" }}>
            {refused.map((entry) => (
              <li key={entry.productId}>
                {entry.productId}: {entry.errorMessage}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </>
  );
}
