import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Divider from "@mui/material/Divider";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";

import { BoxLink, ButtonLink } from "@/components/links";
import { SxPageContainer } from "@/components/layout/sx-page-container";
import { TOTAL_LINES_WITH_FEE } from "@/domain/cart/total-lines";
import { eurosToCents, formatPrice } from "@/domain/money";
import { formatShopMoment } from "@/domain/opening-hours";

import { ORDER_COPY as COPY } from "./copy";
import { formatDay } from "./format";
import { RetryPaymentButton } from "./retry-payment-button";
import type { OrderView } from "./types";

const money = (euros: number) => formatPrice(eurosToCents(euros));

/** The confirmation and status page of one order (issue 5 part 3), rendered on the server for its owner or link holder. */
export function OrderPage({ order, token, justPlaced }: { order: OrderView; token: string | null; justPlaced: boolean }) {
  const customer = order.customer as { firstName?: string; emailAddress?: string };
  const address = order.shippingAddress as Record<string, string | null>;
  const statusColor = order.paymentStatus === "paid" ? "success" : order.canRetryPayment && order.paymentStatus !== "open" ? "error" : "warning";
  const withdrawalHref = `/bestelling/${order.orderRef}/herroepen/${token ? `?token=${encodeURIComponent(token)}` : ""}`;
  return (
    <SxPageContainer sx={{ py: 3, display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "minmax(0, 760px) minmax(0, 1fr)" }, alignItems: "start" }}>
      <Stack spacing={3}>
        <div>
          <Typography variant="h4" component="h1" gutterBottom>
            {justPlaced && customer.firstName ? COPY.thanks(customer.firstName) : COPY.title(order.orderRef)}
          </Typography>
          <Typography>
            {COPY.orderNumber}: <strong data-testid="order-ref">{order.orderRef}</strong> · {COPY.placedOn} {formatShopMoment(new Date(order.createdAt))}
          </Typography>
          {customer.emailAddress ? <Typography color="text.secondary">{COPY.mailSent(customer.emailAddress)}</Typography> : null}
        </div>

        <Paper variant="outlined" component="section" aria-labelledby="betaling" sx={{ p: 2 }}>
          <Typography id="betaling" variant="h6" component="h2" gutterBottom>
            {COPY.payment}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
            <Chip label={COPY.status[order.paymentStatus] ?? order.paymentStatus} color={statusColor} data-testid="payment-status" />
            <Typography>{order.paymentMethodLabel}</Typography>
          </Stack>
          {order.paymentStatus === "pending" && COPY.pendingExplanation[order.paymentMethod] ? (
            <Typography sx={{ mt: 1 }}>{COPY.pendingExplanation[order.paymentMethod]}</Typography>
          ) : null}
          {order.paymentPageUrl ? (
            <ButtonLink href={order.paymentPageUrl} variant="outlined" sx={{ mt: 2 }}>
              {COPY.paymentDetails}
            </ButtonLink>
          ) : null}
          {order.canRetryPayment ? (
            <Box sx={{ mt: 2 }}>
              {order.paymentStatus !== "open" ? <Alert severity="warning" sx={{ mb: 2 }}>{COPY.retryExplanation}</Alert> : null}
              <RetryPaymentButton orderRef={order.orderRef} token={token} />
            </Box>
          ) : null}
        </Paper>

        <Paper variant="outlined" component="section" aria-labelledby="bezorging" sx={{ p: 2 }}>
          <Typography id="bezorging" variant="h6" component="h2" gutterBottom>
            {COPY.delivery}
          </Typography>
          <Typography>
            {order.deliveryType === "pickUp"
              ? COPY.pickUp
              : order.deliveryDay
                ? COPY.deliveryOn(formatDay(order.deliveryDay))
                : order.deliveryWeek
                  ? COPY.deliveryInWeek(order.deliveryWeek.slice(6))
                  : null}
          </Typography>
          <Typography component="address" sx={{ fontStyle: "normal", mt: 1 }}>
            {[address.shippingStreet, address.shippingHouseNumber, address.shippingHouseNumberAddition].filter(Boolean).join(" ")}
            <br />
            {address.shippingPostalCode} {address.shippingCity} ({address.shippingCountry === "BE" ? "België" : "Nederland"})
          </Typography>
        </Paper>

        <Paper variant="outlined" component="section" aria-labelledby="artikelen" sx={{ p: 2 }}>
          <Typography id="artikelen" variant="h6" component="h2" gutterBottom>
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
                    {COPY.quantity(line.qty)} {money(line.unitPrice)}
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
              {money(order.totals.itemsTotal ?? 0)}
            </Box>
            {TOTAL_LINES_WITH_FEE.filter(({ key }) => (order.totals[key] ?? 0) !== 0).map(({ key, label, sign }) => (
              <Box key={key} sx={{ display: "contents" }}>
                <dt>{label}</dt>
                <Box component="dd" sx={{ m: 0, textAlign: "right" }}>
                  {sign < 0 ? "− " : ""}
                  {money(order.totals[key] ?? 0)}
                </Box>
              </Box>
            ))}
            <Box component="dt" sx={{ fontWeight: 700 }}>
              {COPY.grandTotal}
            </Box>
            <Box component="dd" sx={{ m: 0, textAlign: "right", fontWeight: 700 }} data-testid="grand-total">
              {money(order.totals.grandTotal ?? 0)}
            </Box>
          </Box>
        </Paper>

        <Paper variant="outlined" component="section" aria-labelledby="herroepen" sx={{ p: 2 }}>
          <Typography id="herroepen" variant="h6" component="h2" gutterBottom>
            {COPY.withdrawalTitle}
          </Typography>
          {order.withdrawnAt ? (
            <Typography>{COPY.withdrawn(formatShopMoment(new Date(order.withdrawnAt)))}</Typography>
          ) : order.canWithdraw ? (
            <>
              <Typography gutterBottom>{COPY.withdrawalText(formatDay(order.withdrawalDeadline))}</Typography>
              <ButtonLink href={withdrawalHref} variant="outlined">
                {COPY.withdrawalLink}
              </ButtonLink>
            </>
          ) : (
            <Typography>{COPY.withdrawalClosed}</Typography>
          )}
        </Paper>

        <div>
          <ButtonLink href="/" variant="text">
            {COPY.continueShopping}
          </ButtonLink>
        </div>
      </Stack>
      <Paper variant="outlined" component="aside" aria-labelledby="volgende-stappen" sx={{ p: 2 }}>
        <Typography id="volgende-stappen" variant="h6" component="h2" gutterBottom>
          {COPY.nextTitle}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, "& li": { mb: 1 } }}>
          {COPY.nextSteps(order.deliveryType === "pickUp", order.paymentStatus === "paid" || order.paymentStatus === "pending").map((step) => (
            <li key={step}>{step}</li>
          ))}
        </Box>
      </Paper>
    </SxPageContainer>
  );
}
