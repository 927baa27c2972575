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
import { OpeningHours } from "@/components/opening-hours/opening-hours";
import { invoiceDownloadPath, withdrawalPagePath } from "@/config/paths";
import { PICK_UP_POINT, SHOP_HOURS } from "@/config/site";
import { TOTAL_LINES_WITH_FEE, VAT_LABELS, vatOverviewLines } from "@/domain/cart/total-lines";
import { shownAmount, type VatBreakdown } from "@/domain/cart/vat";
import { deliveryFloor, deliveryMoment } from "@/domain/checkout/order-delivery";
import { receiptDay } from "@/domain/checkout/withdrawal";
import { formatPrice } from "@/domain/money";
import { deliveryWindowWords } from "@/domain/orders/delivery-window";
import { mayHaveReceived, takeBackAnswer } from "@/domain/orders/order-state";
import { formatPickUpCode } from "@/domain/orders/pick-up-code";
import { formatShopMoment } from "@/domain/opening-hours";
import type { OrderView } from "@/lib/api/answers";

import { ORDER_COPY as COPY } from "./copy";
import { formatDay } from "./format";
import { RetryPaymentButton } from "./retry-payment-button";

/** The order's VAT, its totals already in cents (lib/api/answers.ts). */
function orderVatBreakdown(order: OrderView): VatBreakdown {
  return {
    vatTreatment: order.vatTreatment,
    vatTotal: order.totals.vatTotal ?? 0,
    grandTotalExclVat: order.totals.grandTotalExclVat ?? 0,
    grandTotal: order.totals.grandTotal ?? 0,
  };
}

/** The site's heading style (the theme's h1 and h3, as the checkout's titles): MUI's h4 and h6 are thin defaults. */
const SECTION_TITLE = { variant: "h3", component: "h2", gutterBottom: true } as const;

type AddressFields = Record<string, unknown>;

/** An address as lines; `prefix` "shipping" or "invoice", as the order's fields name them. */
function addressLines(fields: AddressFields, prefix: "shipping" | "invoice"): string[] {
  const field = (name: string) => (typeof fields[`${prefix}${name}`] === "string" ? (fields[`${prefix}${name}`] as string) : "");
  const country = field("Country");
  return [
    [field("Street"), field("HouseNumber"), field("HouseNumberAddition")].filter(Boolean).join(" "),
    `${[field("PostalCode"), field("City")].filter(Boolean).join(" ")}${country ? ` (${COPY.countries[country] ?? country})` : ""}`,
  ].filter((line) => line.trim() !== "");
}

function AddressBlock({ title, lines, testId }: { title: string; lines: string[]; testId: string }) {
  return (
    <Box sx={{ mt: 2 }} data-testid={testId}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: "fontWeightBold" }}>
        {title}
      </Typography>
      <Typography component="address" sx={{ fontStyle: "normal" }}>
        {lines.map((line, index) => (
          <Box component="span" key={index} sx={{ display: "block" }}>
            {line}
          </Box>
        ))}
      </Typography>
    </Box>
  );
}

/**
 * How the order comes: for pick-up the pick-up point (its address and hours
 * from src/config/site.ts, as /afhaalcentrum/ shows them) and the first pick-up
 * day; for delivery the moment, the floor and the shipping address. The
 * customer's own address is the invoice address for pick-up, never where to go.
 */
function DeliverySection({ order, now }: { order: OrderView; now: Date }) {
  const pickUp = order.deliveryType === "pickUp";
  const customer = order.customer as { company?: unknown; companyName?: unknown };
  const companyLine = customer.company === true && typeof customer.companyName === "string" && customer.companyName ? [customer.companyName] : [];
  const invoiceLines = [...companyLine, ...(order.invoiceAddress ? addressLines(order.invoiceAddress, "invoice") : addressLines(order.shippingAddress, "shipping"))];
  // Only an order that is going ahead promises its day; one waiting for its payment shows the choice, one that is gone says so.
  const gone = order.state === "cancelled" || order.state === "withdrawn";
  // Floor and take-back belong to a delivery still to come.
  const floor = gone ? null : deliveryFloor(order);
  const takeBack = gone ? null : takeBackAnswer(order);
  // A bank transfer still to make holds its day no more than an online payment still to finish.
  const unpaid = order.state === "awaitingPayment" || order.state === "paymentFailed" || (order.state === "payLater" && order.paymentMethod === "banktransfer");
  return (
    <Paper variant="outlined" component="section" aria-labelledby="bezorging" sx={{ p: 2 }}>
      <Typography id="bezorging" {...SECTION_TITLE}>
        {pickUp ? COPY.pickUpTitle : COPY.delivery}
      </Typography>
      {pickUp ? <Typography>{COPY.pickUp}</Typography> : null}
      {order.fulfilmentStatus === "readyForPickup" && order.pickUpCode ? (
        <Alert severity="success" sx={{ my: 1 }} data-testid="pick-up-code">
          <Typography sx={{ fontWeight: 600 }}>{COPY.readyForPickup}</Typography>
          <Typography>
            {COPY.pickUpCode}:{" "}
            <Box component="strong" sx={{ fontSize: "1.5rem", letterSpacing: "0.15em" }}>
              {formatPickUpCode(order.pickUpCode)}
            </Box>
          </Typography>
          <Typography>{COPY.pickUpCodeHint}</Typography>
        </Alert>
      ) : null}
      {order.fulfilmentStatus === "outForDelivery" ? (
        <Alert severity="info" sx={{ my: 1 }} data-testid="delivery-window">
          {COPY.outForDelivery(order.deliveryWindow ? deliveryWindowWords(order.deliveryWindow) : null)}
        </Alert>
      ) : null}
      {gone ? (
        <Typography sx={{ fontWeight: 600 }} data-testid="delivery-moment">
          {pickUp ? COPY.notPickedUp : COPY.notDelivered}
        </Typography>
      ) : unpaid ? (
        <>
          <Typography data-testid="delivery-moment">
            {COPY.deliveryChosen}: {deliveryMoment(order)}
          </Typography>
          <Typography color="text.secondary">{pickUp ? COPY.pickUpAfterPayment : COPY.deliveryAfterPayment}</Typography>
        </>
      ) : (
        <Typography sx={{ fontWeight: 600 }} data-testid="delivery-moment">
          {deliveryMoment(order)}
        </Typography>
      )}
      {floor ? (
        <Typography data-testid="delivery-floor">
          {COPY.floor}: {floor}
        </Typography>
      ) : null}
      {takeBack ? (
        <Typography data-testid="delivery-take-back">
          {COPY.takeBack}: {takeBack}
        </Typography>
      ) : null}
      {pickUp ? (
        <>
          <AddressBlock
            title={COPY.pickUpAddress}
            testId="pick-up-address"
            lines={[PICK_UP_POINT.name, PICK_UP_POINT.street, `${PICK_UP_POINT.postalCode} ${PICK_UP_POINT.city} (${COPY.countries[PICK_UP_POINT.country] ?? PICK_UP_POINT.country})`]}
          />
          {gone ? null : (
            <>
              <Box sx={{ mt: 2 }} data-testid="pick-up-hours">
                <OpeningHours schedule={SHOP_HOURS} caption={COPY.pickUpHours} now={now} />
              </Box>
              <Typography>{COPY.pickUpBring}</Typography>
            </>
          )}
          <AddressBlock title={COPY.invoiceAddress} testId="invoice-address" lines={invoiceLines} />
        </>
      ) : (
        <>
          <AddressBlock title={COPY.shippingAddress} testId="shipping-address" lines={addressLines(order.shippingAddress, "shipping")} />
          {order.invoiceAddress || companyLine.length ? <AddressBlock title={COPY.invoiceAddress} testId="invoice-address" lines={invoiceLines} /> : null}
        </>
      )}
    </Paper>
  );
}

/** The right of withdrawal, or why there is none (a business order), or when it was used. */
function WithdrawalSection({ order, withdrawalHref, phone }: { order: OrderView; withdrawalHref: string; phone: string }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="herroepen" sx={{ p: 2 }}>
      <Typography id="herroepen" {...SECTION_TITLE}>
        {order.withdrawalRight ? COPY.withdrawalTitle : COPY.returnsTitle}
      </Typography>
      {!order.withdrawalRight ? (
        <Typography>{COPY.withdrawalBusiness(phone)}</Typography>
      ) : order.withdrawnAt ? (
        <Typography>{COPY.withdrawn(formatShopMoment(new Date(order.withdrawnAt)))}</Typography>
      ) : order.canWithdraw ? (
        <>
          <Typography gutterBottom>{COPY.withdrawalText(order.withdrawalDeadline ? formatDay(order.withdrawalDeadline) : null)}</Typography>
          <ButtonLink href={withdrawalHref} variant="outlined">
            {COPY.withdrawalLink}
          </ButtonLink>
        </>
      ) : (
        <Typography>{COPY.withdrawalClosed}</Typography>
      )}
    </Paper>
  );
}

/** The confirmation and status page of one order (issue 5 part 3), rendered on the server for its owner or link holder. */
/** `phone`: customer service's number for the order's country (a Belgian order names the Belgian one). */
export function OrderPage({ order, token, justPlaced, now, phone }: { order: OrderView; token: string | null; justPlaced: boolean; now: Date; phone: string }) {
  const customer = order.customer as { firstName?: string; emailAddress?: string };
  const state = order.state;
  const statusColor = state === "paid" ? "success" : state === "paymentFailed" || state === "cancelled" ? "error" : state === "withdrawn" ? "default" : "warning";
  const pickUp = order.deliveryType === "pickUp";
  const thanks = justPlaced && customer.firstName && (state === "paid" || state === "payLater");
  const lead = COPY.stateLead(state, {
    paymentStatus: order.paymentStatus,
    method: order.paymentMethodLabel,
    deadline: order.paymentDeadline ? formatShopMoment(new Date(order.paymentDeadline)) : null,
    moment: order.cancelledAt ? formatShopMoment(new Date(order.cancelledAt)) : order.withdrawnAt ? formatShopMoment(new Date(order.withdrawnAt)) : null,
    received: order.withdrawnAt ? mayHaveReceived(receiptDay(order), new Date(order.withdrawnAt)) : false,
    pickUp,
    paid: order.paymentStatus === "paid",
  });
  const mailNote = customer.emailAddress ? COPY.mailNote(state, customer.emailAddress) : null;
  const withdrawalHref = withdrawalPagePath(order.orderRef, token);
  // Reverse charge: no VAT was charged, so every amount shows excluding VAT, as on the invoice.
  const exclVat = order.vatTreatment === "reverseCharge";
  const shown = (cents: number) => formatPrice(shownAmount(cents, exclVat));
  const vatLines = vatOverviewLines(orderVatBreakdown(order), exclVat);
  return (
    <SxPageContainer sx={{ py: 3, display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "minmax(0, 760px) minmax(0, 1fr)" }, alignItems: "start" }}>
      <Stack spacing={3}>
        <div>
          <Typography variant="h1" gutterBottom>
            {thanks ? COPY.thanks(customer.firstName!) : (COPY.stateTitle[state] ?? COPY.title(order.orderRef))}
          </Typography>
          <Typography>
            {COPY.orderNumber}: <strong data-testid="order-ref">{order.orderRef}</strong> · {COPY.placedOn} {formatShopMoment(new Date(order.createdAt))}
          </Typography>
          {mailNote ? <Typography color="text.secondary">{mailNote}</Typography> : null}
        </div>

        {lead ? (
          <Alert severity={state === "withdrawn" ? "info" : state === "awaitingPayment" ? "warning" : "error"} >
            <Box component="span" sx={{ display: "block" }} data-testid="order-state">
              {lead}
            </Box>
            {order.canRetryPayment ? (
              <Box sx={{ mt: 2 }}>
                <RetryPaymentButton orderRef={order.orderRef} token={token} />
              </Box>
            ) : state === "cancelled" ? (
              <Box sx={{ mt: 2 }}>
                <ButtonLink href="/" variant="contained">
                  {COPY.orderAgain}
                </ButtonLink>
              </Box>
            ) : null}
          </Alert>
        ) : null}

        <Paper variant="outlined" component="section" aria-labelledby="betaling" sx={{ p: 2 }}>
          <Typography id="betaling" {...SECTION_TITLE}>
            {COPY.payment}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
            <Chip label={COPY.orderStatus[state] ?? COPY.status[order.paymentStatus] ?? order.paymentStatus} color={statusColor} data-testid="payment-status" />
            <Typography>{order.paymentMethodLabel}</Typography>
          </Stack>
          {state === "payLater" && COPY.pendingExplanation[order.paymentMethod] ? (
            <Typography sx={{ mt: 1 }}>{COPY.pendingExplanation[order.paymentMethod]}</Typography>
          ) : null}
          {order.paymentPageUrl ? (
            <ButtonLink href={order.paymentPageUrl} variant="outlined" sx={{ mt: 2 }}>
              {COPY.paymentDetails}
            </ButtonLink>
          ) : null}
          {order.invoice ? (
            <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, alignItems: "center", flexWrap: "wrap" }}>
              {/* A file from the API, not a page: a plain link, never prefetched. */}
              <Button component="a" href={invoiceDownloadPath(order.orderRef, token)} download variant="outlined" data-testid="invoice-download">
                {COPY.invoiceDownload}
              </Button>
              <Typography variant="body2" color="text.secondary">
                {COPY.invoiceNumber(order.invoice.invoiceNumber)}
              </Typography>
            </Stack>
          ) : null}
          {/* Money back belongs with the payment it comes from (issue 20: refunds whole or in part). */}
          <RefundList order={order} />
        </Paper>

        <DeliverySection order={order} now={now} />

        <Paper variant="outlined" component="section" aria-labelledby="artikelen" sx={{ p: 2 }}>
          <Typography id="artikelen" {...SECTION_TITLE}>
            {COPY.items}
          </Typography>
          <Stack component="ul" spacing={2} sx={{ listStyle: "none", p: 0, m: 0 }}>
            {order.items.map((line) => (
              <Stack component="li" key={line.key} direction="row" spacing={2} sx={{ alignItems: "center" }}>
                <img src={line.imageUrl} alt="" width={64} height={64} />
                <Box sx={{ flex: 1 }}>
                  <BoxLink href={line.url} sx={{ color: "inherit", fontWeight: 600 }}>
                    {line.brandName} {line.name}
                  </BoxLink>
                  <Typography variant="body2" color="text.secondary">
                    {COPY.quantity(line.qty)} {shown(line.unitPriceCents)}
                    {Object.entries(line.options)
                      .filter(([, on]) => on)
                      .map(([name]) => `, ${COPY.options[name]}`)
                      .join("")}
                  </Typography>
                </Box>
              </Stack>
            ))}
          </Stack>
          <Divider sx={{ my: 2 }} />
          <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "1fr auto", rowGap: 0.5, m: 0 }}>
            <dt>{COPY.itemsTotal(order.items.reduce((sum, line) => sum + line.qty, 0))}</dt>
            <Box component="dd" sx={{ m: 0, textAlign: "right" }}>
              {shown(order.totals.itemsTotal ?? 0)}
            </Box>
            {TOTAL_LINES_WITH_FEE.filter(({ key }) => (order.totals[key] ?? 0) !== 0).map(({ key, label, sign }) => (
              <Box key={key} sx={{ display: "contents" }} data-testid={`order-total-${key}`}>
                {/* An order placed from a quote: its discount (the quote's and its lines') is the quote's. */}
                <dt>{key === "discountExtra" && order.quoteId ? COPY.quoteDiscount(order.quoteId) : label}</dt>
                <Box component="dd" sx={{ m: 0, textAlign: "right" }}>
                  {sign < 0 ? "− " : ""}
                  {shown(order.totals[key] ?? 0)}
                </Box>
              </Box>
            ))}
            {vatLines.map((line) => (
              <Box key={line.key} sx={{ display: "contents" }} data-testid={line.grand ? undefined : `total-${line.key}`}>
                <Box component="dt" sx={line.grand ? { fontWeight: 700 } : undefined}>
                  {line.label}
                  {line.qualifier ? ` (${line.qualifier.toLowerCase()})` : ""}
                </Box>
                <Box component="dd" sx={{ m: 0, textAlign: "right", ...(line.grand ? { fontWeight: 700 } : {}) }} data-testid={line.grand ? "grand-total" : undefined}>
                  {formatPrice(line.cents)}
                </Box>
              </Box>
            ))}
          </Box>
          {order.reverseChargeVatNumber ? (
            <Typography variant="body2" sx={{ mt: 2 }} data-testid="reverse-charge">
              {VAT_LABELS.reverseChargeNote}. {VAT_LABELS.customerVatNumber}: {order.reverseChargeVatNumber}
            </Typography>
          ) : null}
        </Paper>

        {state === "cancelled" ? null : <WithdrawalSection order={order} withdrawalHref={withdrawalHref} phone={phone} />}

        <div>
          <ButtonLink href="/" variant="text">
            {COPY.continueShopping}
          </ButtonLink>
        </div>
      </Stack>
      <Paper variant="outlined" component="aside" aria-labelledby="volgende-stappen" sx={{ p: 2 }}>
        <Typography id="volgende-stappen" {...SECTION_TITLE}>
          {COPY.nextTitle}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, "& li": { mb: 1 } }}>
          {COPY.nextSteps(state, pickUp, phone).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </Box>
      </Paper>
    </SxPageContainer>
  );
}

/** The refunds as the customer meets them: under way, or done with the moment. */
function RefundList({ order }: { order: OrderView }) {
  if (order.refunds.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }} data-testid="refunds">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: "fontWeightBold" }}>
        {COPY.refundsTitle}
      </Typography>
      {order.refunds.map((refund, index) => (
        <Typography key={index}>{COPY.refundLine(`€ ${formatPrice(Math.round(refund.amount * 100))}`, refund.status === "refunded", refund.confirmedAt ? formatShopMoment(new Date(refund.confirmedAt)) : null)}</Typography>
      ))}
    </Box>
  );
}
