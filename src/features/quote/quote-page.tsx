/**
 * The customer's quote (issue 22), /offerte/{quoteId}/: what they asked, what
 * we offer (lines, discounts, total and its VAT), how long it is valid, our
 * note, the PDF, and the two ways forward: order it exactly (it becomes the
 * cart) or decline it. A quote that cannot be ordered says why and what next.
 */
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Divider from "@mui/material/Divider";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";

import { BoxLink, ButtonLink } from "@/components/links";
import { SxPageContainer } from "@/components/layout/sx-page-container";
import type { PhoneNumber } from "@/config/company";
import { orderPagePath, QUOTE_REQUEST_PAGE, quotePdfPath } from "@/config/paths";
import { vatBreakdown } from "@/domain/cart/vat";
import { eurosToCents, formatPrice } from "@/domain/money";
import type { QuoteAnswer } from "@/schemas/answers/quote";

import { formatQuoteDay, QUOTE_COPY as COPY } from "./copy";
import { QuoteActions } from "./quote-actions";

const SECTION_TITLE = { variant: "h3", component: "h2", gutterBottom: true } as const;
const euro = (euros: number) => `€ ${formatPrice(eurosToCents(euros))}`;

export interface QuotePageProps {
  quote: QuoteAnswer;
  token: string | null;
  /** Sent and valid today: it can be ordered. */
  orderable: boolean;
  phone: PhoneNumber;
  emailAddress: string;
}

export function QuotePage({ quote, token, orderable, phone, emailAddress }: QuotePageProps) {
  const preparing = quote.status === "requested" || quote.status === "draft";
  // A sent quote whose last day passed is expired, whether or not the daily sweep marked it so yet.
  const expired = quote.status === "expired" || (quote.status === "sent" && !orderable);
  const statusColor = quote.status === "accepted" ? "success" : quote.status === "sent" && orderable ? "primary" : expired || quote.status === "declined" ? "default" : "warning";
  return (
    <SxPageContainer sx={{ py: 3, display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "minmax(0, 760px) minmax(0, 1fr)" }, alignItems: "start" }}>
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        <div>
          <Typography variant="h1" gutterBottom>
            {COPY.title(quote.quoteId)}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
            <Chip label={expired ? "Verlopen" : quote.statusLabel} color={statusColor} data-testid="quote-status" />
            <Typography>{COPY.kinds[quote.request.kind]}</Typography>
          </Stack>
          {quote.validUntil && !preparing ? (
            <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="quote-valid-until">
              {COPY.validUntil(formatQuoteDay(quote.validUntil))}
            </Typography>
          ) : null}
        </div>

        <QuoteState quote={quote} expired={expired} phone={phone} emailAddress={emailAddress} />

        {preparing ? null : <QuoteLines quote={quote} />}

        {quote.customerNote && !preparing ? (
          <Paper variant="outlined" component="section" aria-labelledby="toelichting" sx={{ p: 2 }}>
            <Typography id="toelichting" {...SECTION_TITLE}>
              {COPY.noteTitle}
            </Typography>
            <Typography sx={{ whiteSpace: "pre-line" }} data-testid="quote-note">
              {quote.customerNote}
            </Typography>
          </Paper>
        ) : null}

        <RequestSummary quote={quote} />
      </Stack>

      <Paper variant="outlined" component="aside" aria-labelledby="bestellen-titel" sx={{ p: 2, position: { md: "sticky" }, top: { md: 16 } }}>
        <Typography id="bestellen-titel" {...SECTION_TITLE}>
          {preparing ? COPY.preparing : COPY.total}
        </Typography>
        {preparing ? (
          <Typography>{COPY.preparingText}</Typography>
        ) : (
          <>
            <Typography variant="h2" component="p" sx={{ mb: 0.5 }} data-testid="quote-total">
              {euro(quote.totals.total)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {COPY.inclVat}. {COPY.deliveryNote}
            </Typography>
            {quote.status === "sent" && orderable ? (
              <>
                <QuoteActions quoteId={quote.quoteId} token={token} />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                  {COPY.orderHint}
                </Typography>
              </>
            ) : null}
            {quote.status === "sent" || quote.status === "accepted" ? (
              // A file from the API, not a page: a plain link, never prefetched.
              <Button component="a" href={quotePdfPath(quote.quoteId, token)} download variant="outlined" fullWidth sx={{ mt: 2 }} data-testid="quote-pdf">
                {COPY.pdf}
              </Button>
            ) : null}
          </>
        )}
      </Paper>
    </SxPageContainer>
  );
}

/** Why a quote cannot be ordered (any more), and the step that helps then. */
function QuoteState({ quote, expired, phone, emailAddress }: { quote: QuoteAnswer; expired: boolean; phone: PhoneNumber; emailAddress: string }) {
  const contact = (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: "wrap" }}>
      <ButtonLink href={`tel:${phone.tel}`} variant="outlined" size="small">
        {COPY.contact}: {phone.display}
      </ButtonLink>
      <ButtonLink href={`mailto:${emailAddress}?subject=${encodeURIComponent(COPY.title(quote.quoteId))}`} variant="text" size="small">
        {emailAddress}
      </ButtonLink>
    </Stack>
  );
  if (quote.status === "accepted") {
    return (
      <Alert severity="success" data-testid="quote-state">
        {COPY.state.accepted(quote.orderRef)}
        {quote.orderRef ? (
          <Box sx={{ mt: 1.5 }}>
            <ButtonLink href={orderPagePath(quote.orderRef)} variant="contained" size="small">
              {COPY.viewOrder}
            </ButtonLink>
          </Box>
        ) : null}
      </Alert>
    );
  }
  if (quote.status === "declined") {
    return (
      <Alert severity="info" data-testid="quote-state">
        {COPY.state.declined}
        {contact}
      </Alert>
    );
  }
  if (expired) {
    return (
      <Alert severity="warning" data-testid="quote-state">
        {COPY.state.expired(quote.validUntil ? formatQuoteDay(quote.validUntil) : null)}
        {contact}
        <Box sx={{ mt: 1 }}>
          <BoxLink href={QUOTE_REQUEST_PAGE}>{COPY.newRequest}</BoxLink>
        </Box>
      </Alert>
    );
  }
  if (quote.status === "requested" || quote.status === "draft") {
    return (
      <Alert severity="info" data-testid="quote-state">
        <strong>{COPY.preparing}.</strong> {COPY.preparingText}
      </Alert>
    );
  }
  return null;
}

function QuoteLines({ quote }: { quote: QuoteAnswer }) {
  const itemDiscounts = Math.max(0, quote.totals.discounts - quote.discountTotal);
  const vat = vatBreakdown(eurosToCents(quote.totals.total), "standard");
  return (
    <Paper variant="outlined" component="section" aria-labelledby="regels" sx={{ p: 2 }}>
      <Typography id="regels" {...SECTION_TITLE}>
        {COPY.linesTitle}
      </Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: "none", p: 0, m: 0 }} data-testid="quote-lines">
        {quote.items.map((line) => (
          <Stack component="li" key={`${line.productId}_${line.combinationId ?? ""}`} direction="row" spacing={2} sx={{ alignItems: "flex-start" }}>
            {line.product?.imageUrl ? (
              <Box component="img" src={line.product.imageUrl} alt="" width={64} height={64} sx={{ objectFit: "contain", flexShrink: 0, width: { xs: 48, sm: 64 }, height: { xs: 48, sm: 64 } }} />
            ) : (
              <Box sx={{ width: { xs: 48, sm: 64 }, flexShrink: 0 }} />
            )}
            <Box sx={{ flex: 1, minWidth: 0 }}>
              {line.product ? (
                <BoxLink href={line.product.url} sx={{ color: "inherit", fontWeight: 600 }}>
                  {line.product.brand} {line.product.name}
                </BoxLink>
              ) : (
                <Typography sx={{ fontWeight: 600 }}>{COPY.unknownProduct}</Typography>
              )}
              {/* The quantity and the line's amount share a row under the name: the name keeps the whole width, also at 375 px. */}
              <Stack direction="row" spacing={2} sx={{ justifyContent: "space-between", alignItems: "baseline" }}>
                <Typography variant="body2" color="text.secondary">
                  {COPY.quantity(line.qty)} {line.product ? COPY.perUnit(euro(line.product.price)) : null}
                </Typography>
                <Typography sx={{ whiteSpace: "nowrap", fontWeight: 600 }}>{line.product ? euro(line.product.price * line.qty) : "–"}</Typography>
              </Stack>
              {line.itemDiscounts.makeAmends ? (
                <Typography variant="body2" color="success.main" data-testid="quote-line-discount">
                  {COPY.lineDiscount(euro(line.itemDiscounts.makeAmends))}
                </Typography>
              ) : null}
            </Box>
          </Stack>
        ))}
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "1fr auto", rowGap: 0.5, m: 0, "& dd": { m: 0, textAlign: "right" } }}>
        <dt>{COPY.itemsTotal}</dt>
        <dd>{euro(quote.totals.items)}</dd>
        {itemDiscounts > 0 ? (
          <>
            <dt>{COPY.itemDiscounts}</dt>
            <Box component="dd" sx={{ color: "success.main" }}>
              − {euro(itemDiscounts)}
            </Box>
          </>
        ) : null}
        {quote.discountTotal > 0 ? (
          <>
            <dt>{COPY.discountTotal}</dt>
            <Box component="dd" sx={{ color: "success.main" }} data-testid="quote-discount">
              − {euro(quote.discountTotal)}
            </Box>
          </>
        ) : null}
        <Box component="dt" sx={{ fontWeight: 700 }}>
          {COPY.total} ({COPY.inclVat})
        </Box>
        <Box component="dd" sx={{ fontWeight: 700 }}>
          {euro(quote.totals.total)}
        </Box>
        <dt>{COPY.vatIncluded}</dt>
        <dd>€ {formatPrice(vat.vatTotal)}</dd>
      </Box>
    </Paper>
  );
}

function RequestSummary({ quote }: { quote: QuoteAnswer }) {
  const { request } = quote;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="aanvraag" sx={{ p: 2 }}>
      <Typography id="aanvraag" {...SECTION_TITLE}>
        {COPY.requestTitle}
      </Typography>
      <Typography>{COPY.kinds[request.kind]}</Typography>
      <Typography color="text.secondary">{COPY.requestFor(`${request.firstName} ${request.lastName}`, request.city)}</Typography>
      {request.preferredWeek ? <Typography color="text.secondary">{COPY.preferredWeek(request.preferredWeek)}</Typography> : null}
      {request.measurements ? (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: "fontWeightBold", mt: 1.5 }}>
            {COPY.measurements}
          </Typography>
          <Typography sx={{ whiteSpace: "pre-line" }}>{request.measurements}</Typography>
        </>
      ) : null}
      {request.wishes ? (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: "fontWeightBold", mt: 1.5 }}>
            {COPY.wishes}
          </Typography>
          <Typography sx={{ whiteSpace: "pre-line" }}>{request.wishes}</Typography>
        </>
      ) : null}
      {quote.uploads.length > 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {COPY.uploads(quote.uploads.length)}
        </Typography>
      ) : null}
    </Paper>
  );
}
