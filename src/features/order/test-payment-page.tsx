import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";

import { ButtonLink } from "@/components/links";
import { SxPageContainer } from "@/components/layout/sx-page-container";
import { formatEuro } from "@/domain/money";

const METHOD_LABELS: Record<string, string> = { ideal: "iDEAL", bancontact: "Bancontact", creditcard: "Creditcard", banktransfer: "Bankoverschrijving" };

interface Props {
  paymentId: string;
  orderRef: string;
  amountCents: number;
  method: string;
  status: string;
  returnUrl: string;
}

/**
 * The test provider's page. A plain HTML form: it works without JavaScript, and
 * the answer (303) takes the customer back to the shop like a real provider.
 */
export function TestPaymentPage({ paymentId, orderRef, amountCents, method, status, returnUrl }: Props) {
  return (
    <SxPageContainer sx={{ py: 3 }}>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 560, mx: "auto" }}>
        <Stack spacing={2}>
          <Alert severity="warning" variant="filled">
            Testmodus: er wordt geen echt geld afgeschreven.
          </Alert>
          {/* The site's heading style (the theme's h1), not MUI's thin h4. */}
          <Typography variant="h1">
            Testbetaling {METHOD_LABELS[method] ?? method}
          </Typography>
          <Typography>
            Bestelling <strong>{orderRef}</strong>
          </Typography>
          <Typography variant="h5" component="p" data-testid="test-payment-amount">
            {formatEuro(amountCents)}
          </Typography>
          {status === "open" ? (
            <form method="post" action={`/api/payments/test/${paymentId}/`}>
              <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
                <Button type="submit" name="outcome" value="approve" variant="contained" color="success">
                  Betaling goedkeuren
                </Button>
                <Button type="submit" name="outcome" value="cancel" variant="outlined">
                  Annuleren
                </Button>
                <Button type="submit" name="outcome" value="fail" variant="outlined" color="error">
                  Mislukt
                </Button>
              </Stack>
            </form>
          ) : (
            <>
              <Alert severity="info">Deze testbetaling is al afgerond ({status}).</Alert>
              <ButtonLink href={returnUrl} variant="contained">
                Terug naar de winkel
              </ButtonLink>
            </>
          )}
        </Stack>
      </Paper>
    </SxPageContainer>
  );
}
