import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";

import { SxPageContainer } from "@/components/layout/sx-page-container";
import { orderPagePath } from "@/config/paths";
import { formatShopMoment } from "@/domain/opening-hours";
import type { OrderView } from "@/lib/api/answers";

import { WITHDRAWAL_COPY as COPY } from "./copy";
import { WithdrawalConfirmation } from "./withdrawal-confirmation";

/** Step two of "Herroep je aankoop hier": what withdrawing means, the items, and the confirming button. */
/** `phone`: customer service's number for the order's country. */
export function WithdrawalPage({ order, token, phone }: { order: OrderView; token: string | null; phone: string }) {
  const orderHref = orderPagePath(order.orderRef, token);
  return (
    <SxPageContainer sx={{ py: 3 }}>
      <Stack spacing={2} sx={{ maxWidth: 680 }}>
        <Typography variant="h1">
          {COPY.title(order.orderRef)}
        </Typography>
        {order.state === "cancelled" ? null : <Typography>{order.withdrawalRight ? COPY.intro : COPY.business(phone)}</Typography>}
        <ul>
          {order.items.map((line) => (
            <li key={line.key}>
              {line.qty} × {line.brandName} {line.name}
            </li>
          ))}
        </ul>
        <WithdrawalConfirmation
          orderRef={order.orderRef}
          token={token}
          orderHref={orderHref}
          withdrawnAt={order.withdrawnAt ? formatShopMoment(new Date(order.withdrawnAt)) : null}
          open={order.canWithdraw}
          closedText={order.state === "cancelled" ? COPY.cancelled : order.withdrawalRight ? COPY.closed : COPY.business(phone)}
        />
      </Stack>
    </SxPageContainer>
  );
}
