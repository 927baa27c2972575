"use client";
/**
 * One quote (issue 22, point 2): the customer's request with their photos, the
 * offer editor (products and combinations found by search, quantity, options,
 * the item discount with its maximum shown and held, the discount over the
 * whole, the last valid day, the note for the customer), the totals while
 * typing, the buttons Opslaan / Versturen / Afwijzen / Verlopen (each change of
 * status asks first), the PDF and the history. The API decides; a refusal
 * shows its reason on the line it names.
 */
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { Loading, Show, useDataProvider, useNotify, useRecordContext, useRefresh } from "react-admin";

import type { ItemOptions } from "@/domain/cart/types";
import type { QuoteStatus } from "@/domain/quotes/quote-status";
import { quoteWeekLabel } from "@/domain/quotes/quote-weeks";
import type { QuoteOfferAnswer } from "@/schemas/answers/quote-offers";

import type { BackOfficeDataProvider } from "../data/data-provider";
import type { ApiFailure } from "../data/rest-mapping";
import type { ProductHit } from "../data/types";
import { formatDay, formatEuros, formatMoment, parseEuros } from "../format";
import { RevokeLinkButton } from "../links/revoke-link-button";
import { Section } from "../orders/section";
import { QUOTE_COPY, QUOTE_KIND_LABELS, QUOTE_STATUS_LABELS } from "./copy";
import { quoteApi } from "./quote-api";
import { defaultValidUntilText, type EditorLine, type EditorState, editorState, lineDiscountProblem, lineKey, liveTotals, mergeAdded, offerBody } from "./quote-editor-rules";
import { QuoteStatusChip } from "./quote-status-chip";
import { SearchPicker } from "./search-picker";

const S = QUOTE_COPY.show;
/** A disabled field's hint stays readable (axe: 4.5:1): the hint says why, so it must not fade with the field. */
const READABLE_HINT = { formHelperText: { sx: { "&.Mui-disabled": { color: "text.secondary" } } } } as const;
type QuoteRecord = QuoteOfferAnswer & { id: string };

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "minmax(110px, max-content) 1fr", columnGap: 2, rowGap: 0.5, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: "contents" }}>
          <Box component="dt" sx={{ color: "text.secondary" }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The kitchen of a kitchen page's request, by name with a link to its page; its number while loading, or when it left the range. */
function KitchenOfRequest({ kitchenId }: { kitchenId: number }) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { data } = useQuery({ queryKey: ["back-office", "kitchen", kitchenId], queryFn: () => quoteApi(dataProvider).kitchen(kitchenId), retry: false });
  if (!data) return <>{S.kitchenNumber(kitchenId)}</>;
  return (
    <Link href={data.url} target="_blank" rel="noopener">
      {data.name}
    </Link>
  );
}

function RequestSection({ quote }: { quote: QuoteRecord }) {
  const r = quote.request;
  const uploadUrl = (uploadId: number) => `/api/quotes/${encodeURIComponent(quote.quoteId)}/uploads/${uploadId}/`;
  return (
    <Section title={S.request} id="aanvraag">
      <Facts
        rows={[
          [S.kind, QUOTE_KIND_LABELS[r.kind]],
          ...(r.kitchenId ? ([[S.kitchen, <KitchenOfRequest key="k" kitchenId={r.kitchenId} />]] as [string, ReactNode][]) : []),
          [S.customer, `${r.firstName} ${r.lastName}`],
          ...(r.company ? ([[S.company, r.companyName ?? S.none]] as [string, ReactNode][]) : []),
          [S.email, <a key="e" href={`mailto:${r.emailAddress}`}>{r.emailAddress}</a>],
          [S.phone, r.phoneNumber ? <a key="t" href={`tel:${r.phoneNumber}`}>{r.phoneNumber}</a> : S.none],
          [S.address, `${r.street} ${r.houseNumber}, ${r.postalCode} ${r.city}, ${r.country === "BE" ? "België" : "Nederland"}`],
          [S.preferredWeek, r.preferredWeek ? quoteWeekLabel(r.preferredWeek) : S.none],
          [S.measurements, r.measurements || S.none],
          [S.wishes, r.wishes || S.none],
        ]}
      />
      <Typography variant="h3" component="h3" sx={{ fontSize: "1rem", fontWeight: 600, mt: 2, mb: 1 }}>
        {S.uploads}
      </Typography>
      {quote.uploads.length === 0 ? (
        <Typography color="text.secondary">{S.noUploads}</Typography>
      ) : (
        <Box component="ul" sx={{ display: "flex", flexWrap: "wrap", gap: 1, p: 0, m: 0, listStyle: "none" }}>
          {quote.uploads.map((upload) => (
            <li key={upload.uploadId}>
              <Link href={uploadUrl(upload.uploadId)} target="_blank" rel="noopener" sx={{ display: "block", width: 112, textAlign: "center", fontSize: "0.8rem", overflowWrap: "anywhere" }}>
                {upload.contentType.startsWith("image/") ? (
                  <img src={uploadUrl(upload.uploadId)} alt={upload.fileName} width={112} height={84} style={{ objectFit: "cover", borderRadius: 4, display: "block" }} />
                ) : null}
                {upload.fileName}
              </Link>
            </li>
          ))}
        </Box>
      )}
    </Section>
  );
}

function HistorySection({ quote }: { quote: QuoteRecord }) {
  return (
    <Section title={S.history} id="geschiedenis">
      <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
        {quote.history.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <Typography variant="body2">
              {/* A change within one status (a line added from the shop) names only its note, not "In voorbereiding → In voorbereiding". */}
              <strong>{formatMoment(entry.at)}</strong> · {entry.fromStatus === entry.toStatus ? "" : `${entry.fromStatus ? `${QUOTE_STATUS_LABELS[entry.fromStatus]} → ` : ""}${entry.toStatusLabel} · `}
              {entry.staffName ?? S.historyActor[entry.actor]}
              {entry.note ? ` · ${entry.note}` : ""}
            </Typography>
          </li>
        ))}
      </Box>
    </Section>
  );
}

/** A product as the search lists it: "Merk Naam". */
function productLabel(product: ProductHit): string {
  return `${typeof product.brand === "string" ? product.brand : (product.brand?.name ?? "")} ${product.name}`;
}

const OPTION_KEYS: (keyof ItemOptions)[] = ["assembly", "extraService", "extraWarranty", "pickUpDiscount"];

function LineRow({ line, locked, serverError, onChange, onRemove }: { line: EditorLine; locked: boolean; serverError: string | null; onChange: (line: EditorLine) => void; onRemove: () => void }) {
  const [discountText, setDiscountText] = useState(line.makeAmends ? String(line.makeAmends).replace(".", ",") : "");
  const problem = lineDiscountProblem(line, formatEuros) ?? serverError;
  const label = `${line.brand} ${line.name}`.trim();
  const unit = line.sellingPrice - (line.makeAmends ?? 0);
  return (
    <Box component="li" sx={{ listStyle: "none", borderBottom: 1, borderColor: "divider", py: 1.5 }} data-testid="offerte-regel">
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "flex-start" }}>
        <Box sx={{ flex: "1 1 100%", minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
          <Typography variant="body2" color="text.secondary">
            {line.combinationId ? `${S.combination(line.combinationId)} · ` : ""}
            {formatEuros(line.sellingPrice)} {line.sellingPrice !== line.price ? `(${formatEuros(line.price)})` : ""}
          </Typography>
        </Box>
        <TextField
          size="small"
          type="number"
          label={S.columns.qty}
          slotProps={{ htmlInput: { min: 1, max: 10, "aria-label": S.qtyLabel(label) } }}
          value={line.qty}
          disabled={locked}
          onChange={(event) => onChange({ ...line, qty: Math.min(10, Math.max(1, Math.trunc(Number(event.target.value) || 1))) })}
          sx={{ width: 90 }}
        />
        <TextField
          size="small"
          label={S.columns.discount}
          value={discountText}
          disabled={locked || line.makeAmendsMax === null}
          error={problem !== null}
          helperText={problem ?? (line.makeAmendsMax === null ? S.noDiscountAllowed : S.maxDiscount(formatEuros(line.makeAmendsMax)))}
          slotProps={{ ...READABLE_HINT, htmlInput: { inputMode: "decimal", "aria-label": S.discountLabel(label) } }}
          onChange={(event) => {
            setDiscountText(event.target.value);
            const euros = event.target.value.trim() === "" ? null : parseEuros(event.target.value);
            onChange({ ...line, makeAmends: euros === null ? (event.target.value.trim() === "" ? null : Number.NaN) : euros });
          }}
          sx={{ width: 170 }}
        />
        <Box sx={{ flex: "1 1 auto", minWidth: 100, textAlign: "right", pt: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{formatEuros(Number.isFinite(unit) ? unit * line.qty : null)}</Typography>
        </Box>
        <IconButton aria-label={S.removeLabel(label)} onClick={onRemove} disabled={locked}>
          <DeleteIcon />
        </IconButton>
      </Box>
      <Box role="group" aria-label={S.optionsOf(label)} sx={{ display: "flex", flexWrap: "wrap", columnGap: 1 }}>
        {OPTION_KEYS.filter((option) => line.offers[option]).map((option) => (
          <FormControlLabel
            key={option}
            control={<Checkbox size="small" checked={line.options[option]} disabled={locked} onChange={(event) => onChange({ ...line, options: { ...line.options, [option]: event.target.checked } })} />}
            label={S.options[option]}
            slotProps={{ typography: { variant: "body2" } }}
          />
        ))}
      </Box>
    </Box>
  );
}

function TotalsTable({ state, quote, dirty }: { state: EditorState; quote: QuoteRecord; dirty: boolean }) {
  const live = liveTotals(state.lines, state.discountTotal);
  const rows: [string, number, boolean?][] = [
    [S.totalsItems, live.items],
    ...(live.catalogueDiscounts > 0 ? ([[S.totalsCatalogue, -live.catalogueDiscounts]] as [string, number][]) : []),
    ...(live.itemDiscounts > 0 ? ([[S.totalsItemDiscounts, -live.itemDiscounts]] as [string, number][]) : []),
    ...(live.discountTotal > 0 ? ([[S.totalsDiscountTotal, -live.discountTotal]] as [string, number][]) : []),
    [S.totalsGoods, live.goods, true],
  ];
  return (
    <Box aria-live="polite">
      <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "1fr auto", columnGap: 2, rowGap: 0.5, m: 0 }}>
        {rows.map(([label, amount, strong]) => (
          <Box key={label} sx={{ display: "contents", fontWeight: strong ? 700 : 400 }}>
            <Box component="dt">{label}</Box>
            <Box component="dd" sx={{ m: 0, textAlign: "right" }} data-testid={strong ? "offerte-totaal" : undefined}>
              {formatEuros(amount)}
            </Box>
          </Box>
        ))}
        <Box sx={{ display: "contents", color: "text.secondary" }}>
          <Box component="dt">{S.totalsSaved}</Box>
          <Box component="dd" sx={{ m: 0, textAlign: "right" }}>
            {formatEuros(quote.figures.total)}
          </Box>
          <Box component="dt">{S.totalsVat}</Box>
          <Box component="dd" sx={{ m: 0, textAlign: "right" }}>
            {formatEuros(quote.figures.vat)}
          </Box>
        </Box>
      </Box>
      {dirty ? (
        <Typography variant="body2" color="warning.main" sx={{ mt: 1 }}>
          {S.unsaved}
        </Typography>
      ) : null}
    </Box>
  );
}

type Dialogue = { kind: "send" } | { kind: "status"; status: QuoteStatus } | null;

const STATUS_BUTTON: Partial<Record<QuoteStatus, string>> = { declined: S.decline, expired: S.expire, draft: S.backToDraft };

function QuoteScreen() {
  const quote = useRecordContext<QuoteRecord>();
  // Opened from the list, react-admin shows the list's row first while it reads the whole quote: wait for that.
  if (!quote || !quote.actions || !quote.request || !quote.lineFacts) return <Loading />;
  // A new version of the quote (saved, sent, changed) starts the editor afresh from it.
  return <QuoteEditor key={quote.version} quote={quote} />;
}

function QuoteEditor({ quote }: { quote: QuoteRecord }) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const api = useMemo(() => quoteApi(dataProvider), [dataProvider]);
  const notify = useNotify();
  const refresh = useRefresh();
  const [state, setState] = useState<EditorState>(() => editorState(quote));
  const [busy, setBusy] = useState(false);
  const [dialogue, setDialogue] = useState<Dialogue>(null);
  const [note, setNote] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);

  const locked = !quote.actions.edit;
  const edit = (next: EditorState) => {
    setState(next);
    setDirty(true);
  };
  const problems = state.lines.some((line) => lineDiscountProblem(line, formatEuros) !== null);
  const live = liveTotals(state.lines, state.discountTotal);
  const discountTooHigh = state.discountTotal > live.maxDiscountTotal;

  const run = async <T,>(work: () => Promise<T>, done: (result: T) => string): Promise<T | null> => {
    setBusy(true);
    try {
      const result = await work();
      setFieldErrors({});
      notify(done(result), { type: "success" });
      return result;
    } catch (error) {
      const failure = error as ApiFailure;
      setFieldErrors(failure.body?.errors ?? {});
      notify(failure.message, { type: "error" });
      return null;
    } finally {
      setBusy(false);
    }
  };

  const save = async (): Promise<QuoteOfferAnswer | null> => {
    const saved = await run(() => api.save(quote.quoteId, offerBody(state)), () => S.saved);
    if (saved) {
      setDirty(false);
      refresh();
    }
    return saved;
  };

  const add = async (lines: { productId: number; combinationId?: number | null }[], name: string) => {
    let current = state;
    await run(async () => {
      for (const line of lines) current = mergeAdded(current, await api.addItem(quote.quoteId, { ...line, qty: 1 }));
      return current;
    }, () => S.added(name));
    setState(current);
  };

  const send = async () => {
    setDialogue(null);
    let currentVersion = state.version;
    if (dirty) {
      const saved = await save();
      if (!saved) return;
      currentVersion = saved.version;
    }
    const sent = await run(() => api.send(quote.quoteId, { version: currentVersion, validUntil: state.validUntil || null }), (answer) => (answer.mail.sent ? S.sent(answer.mail.to) : S.mailFailed(answer.mail.error ?? "")));
    if (sent) refresh();
  };

  const changeStatus = async (status: QuoteStatus) => {
    setDialogue(null);
    const changed = await run(() => api.changeStatus(quote.quoteId, { status, note: note.trim() || null, version: state.version }), () => S.statusDone(QUOTE_STATUS_LABELS[status]));
    setNote("");
    if (changed) refresh();
  };

  const until = state.validUntil || defaultValidUntilText(new Date());
  return (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        // Narrow (a tablet at 768 px): the offer, then its totals and buttons, then the request and the history; wide: the totals beside the offer.
        gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "minmax(0, 3fr) minmax(0, 2fr)" },
        gridTemplateAreas: { xs: '"offer" "totals" "request" "history"', lg: '"offer totals" "request history"' },
        alignItems: "start",
        p: { xs: 1, sm: 2 },
      }}
    >
      <Stack spacing={2} sx={{ minWidth: 0, gridArea: "offer" }}>
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center" }}>
          <Typography variant="h1" component="h1" sx={{ fontSize: "1.5rem", fontWeight: 700, mr: 1 }}>
            {S.title(quote.quoteId)}
          </Typography>
          <QuoteStatusChip status={quote.status} />
          {quote.assignedTo ? (
            <Typography variant="body2" color="text.secondary">
              {S.assignedTo}: {quote.assignedTo.name}
            </Typography>
          ) : null}
        </Box>
        <Section title={S.offer} id="offerte">
          {locked ? <Alert severity="info" sx={{ mb: 2 }}>{S.lockedOffer(quote.statusLabel)}</Alert> : null}
          {quote.status === "sent" ? <Alert severity="warning" sx={{ mb: 2 }}>{S.sentEdited}</Alert> : null}
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, mb: 1 }}>
            <SearchPicker
              name="quote-product-search"
              search={(query) => dataProvider.searchProducts(query)}
              optionLabel={(product) => productLabel(product).trim()}
              renderOption={(props, product) => (
                <li {...props} key={product.productId}>
                  {productLabel(product)} · {formatEuros(product.sellingPrice)}
                </li>
              )}
              label={S.addProduct}
              placeholder={S.addProductHelp}
              noOptionsText={S.noProducts}
              sx={{ flex: "1 1 260px", minWidth: 220 }}
              disabled={locked || busy}
              onPick={(product) => void add([{ productId: product.productId }], product.name)}
            />
            <SearchPicker
              name="quote-combination-search"
              search={(query) => api.searchCombinations(query)}
              optionLabel={(combination) => combination.name}
              label={S.addCombination}
              placeholder={S.addCombinationHelp}
              noOptionsText={S.noCombinations}
              sx={{ flex: "1 1 220px", minWidth: 200 }}
              disabled={locked || busy}
              onPick={(combination) => void add(combination.productIds.map((productId) => ({ productId, combinationId: combination.combinationId })), combination.name)}
            />
          </Box>
          {state.lines.length === 0 ? (
            <Typography color="text.secondary" sx={{ my: 2 }}>
              {S.noLines}
            </Typography>
          ) : (
            <Box component="ul" sx={{ p: 0, m: 0 }} aria-label={S.offer}>
              {state.lines.map((line, index) => (
                <LineRow
                  key={lineKey(line)}
                  line={line}
                  locked={locked}
                  serverError={fieldErrors[`items.${index}.itemDiscounts.makeAmends`] ?? fieldErrors[`items.${index}.productId`] ?? null}
                  onChange={(changed) => edit({ ...state, lines: state.lines.map((other, at) => (at === index ? changed : other)) })}
                  onRemove={() => edit({ ...state, lines: state.lines.filter((_, at) => at !== index) })}
                />
              ))}
            </Box>
          )}
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, mt: 2 }}>
            <TextField
              size="small"
              label={S.discountTotal}
              defaultValue={state.discountTotal ? String(state.discountTotal).replace(".", ",") : ""}
              key={`discount-${quote.version}`}
              disabled={locked}
              error={discountTooHigh || Boolean(fieldErrors.discountTotal)}
              helperText={fieldErrors.discountTotal ?? S.discountTotalHelp(formatEuros(live.maxDiscountTotal))}
              slotProps={{ ...READABLE_HINT, htmlInput: { inputMode: "decimal" } }}
              onChange={(event) => edit({ ...state, discountTotal: event.target.value.trim() === "" ? 0 : (parseEuros(event.target.value) ?? Number.NaN) })}
              sx={{ width: 220 }}
            />
            <TextField
              size="small"
              type="date"
              label={S.validUntil}
              value={state.validUntil}
              disabled={locked}
              error={Boolean(fieldErrors.validUntil)}
              helperText={fieldErrors.validUntil ?? S.validUntilHelp}
              slotProps={{ ...READABLE_HINT, inputLabel: { shrink: true } }}
              onChange={(event) => edit({ ...state, validUntil: event.target.value })}
              sx={{ width: 220 }}
            />
          </Box>
          <TextField
            label={S.customerNote}
            helperText={S.customerNoteHelp}
            slotProps={READABLE_HINT}
            value={state.customerNote}
            disabled={locked}
            multiline
            minRows={3}
            fullWidth
            sx={{ mt: 2 }}
            onChange={(event) => edit({ ...state, customerNote: event.target.value })}
          />
        </Section>
      </Stack>
      <Box sx={{ minWidth: 0, gridArea: "request" }}>
        <RequestSection quote={quote} />
      </Box>
      <Stack spacing={2} sx={{ minWidth: 0, gridArea: "totals", position: { lg: "sticky" }, top: { lg: 72 } }}>
        <Section title={S.totals} id="totalen">
          <TotalsTable state={state} quote={quote} dirty={dirty} />
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 2 }}>
            <Button variant="contained" onClick={() => void save()} disabled={locked || busy || problems || discountTooHigh}>
              {S.save}
            </Button>
            <Button variant="contained" color="secondary" onClick={() => setDialogue({ kind: "send" })} disabled={busy || problems || discountTooHigh || state.lines.length === 0 || !(quote.actions.send || (quote.actions.edit && dirty))}>
              {S.send}
            </Button>
            {quote.actions.statuses.map((status) => (
              <Button key={status} variant="outlined" color={status === "declined" ? "error" : "inherit"} onClick={() => setDialogue({ kind: "status", status })} disabled={busy}>
                {STATUS_BUTTON[status] ?? QUOTE_STATUS_LABELS[status]}
              </Button>
            ))}
          </Box>
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, mt: 2 }}>
            <Link href={quote.pdfUrl} target="_blank" rel="noopener">
              {S.pdf}
            </Link>
            {quote.status !== "requested" && quote.status !== "draft" ? (
              <Link href={quote.customerUrl} target="_blank" rel="noopener">
                {S.customerPage}
              </Link>
            ) : null}
          </Box>
          <Box sx={{ mt: 2 }}>
            <RevokeLinkButton what="offerte" emailAddress={quote.request.emailAddress} revoke={() => quoteApi(dataProvider).revokeLink(quote.quoteId)} />
          </Box>
          {quote.validUntil ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {S.validUntil}: {formatDay(quote.validUntil)}
            </Typography>
          ) : null}
        </Section>
      </Stack>
      <Box sx={{ minWidth: 0, gridArea: "history" }}>
        <HistorySection quote={quote} />
      </Box>

      <Dialog open={dialogue?.kind === "send"} onClose={() => setDialogue(null)} aria-labelledby="versturen-titel">
        <DialogTitle id="versturen-titel">{S.sendTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{S.sendText(quote.request.emailAddress, formatDay(until))}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialogue(null)}>{S.cancel}</Button>
          <Button variant="contained" onClick={() => void send()}>
            {S.sendConfirm}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={dialogue?.kind === "status"} onClose={() => setDialogue(null)} aria-labelledby="status-titel">
        {dialogue?.kind === "status" ? (
          <>
            <DialogTitle id="status-titel">{S.statusTitle[dialogue.status]}</DialogTitle>
            <DialogContent>
              <DialogContentText sx={{ mb: 2 }}>{S.statusText[dialogue.status]}</DialogContentText>
              <TextField label={S.statusNote} value={note} onChange={(event) => setNote(event.target.value)} fullWidth multiline minRows={2} />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setDialogue(null)}>{S.cancel}</Button>
              <Button variant="contained" color={dialogue.status === "declined" ? "error" : "primary"} onClick={() => void changeStatus(dialogue.status)}>
                {STATUS_BUTTON[dialogue.status]}
              </Button>
            </DialogActions>
          </>
        ) : null}
      </Dialog>
    </Box>
  );
}

export function QuoteShow() {
  return (
    <Show actions={false} component="div" title={QUOTE_COPY.list.fields.quoteId}>
      <QuoteScreen />
    </Show>
  );
}
