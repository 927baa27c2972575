import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";

import { ButtonLink } from "@/components/links";
import { SxPageContainer } from "@/components/layout/sx-page-container";

import { EXPIRED_LINK_COPY as COPY } from "@/components/signed-links/copy";
import { RenewLinkButton } from "@/components/signed-links/renew-link-button";

interface Props {
  kind: "order" | "quote";
  /** The order's or quote's number, as the link itself names it. */
  id: string;
  /** The expired link's token: the shop mails a new link only for a token it signed for this record. */
  token: string;
  phone: { display: string; tel: string };
}

/**
 * What an expired or revoked link to an order or quote opens (decisions §14):
 * it says so plainly and offers a new link by mail; it never shows the order
 * or quote, and is no other page (no redirect, no 404).
 */
export function ExpiredLinkPage({ kind, id, token, phone }: Props) {
  return (
    <SxPageContainer sx={{ py: { xs: 4, sm: 6 }, maxWidth: 640 }}>
      <Stack spacing={2.5}>
        <Typography variant="h1">{COPY.title}</Typography>
        <Typography>{COPY.lead[kind]}</Typography>
        <Typography>{COPY.offer}</Typography>
        <RenewLinkButton kind={kind} id={id} token={token} />
        <ButtonLink href={`tel:${phone.tel}`} variant="text" sx={{ alignSelf: "flex-start", ml: -1 }}>
          {COPY.contact}: {phone.display}
        </ButtonLink>
      </Stack>
    </SxPageContainer>
  );
}
