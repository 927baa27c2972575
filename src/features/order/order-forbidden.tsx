import Alert from "@mui/material/Alert";

import { SxPageContainer } from "@/components/layout/sx-page-container";

import { ORDER_COPY } from "./copy";

/** An order of another session, opened without the e-mail's link. */
export function OrderForbidden() {
  return (
    <SxPageContainer sx={{ py: 3 }}>
      <Alert severity="warning">{ORDER_COPY.forbidden}</Alert>
    </SxPageContainer>
  );
}
