/**
 * The pages of "Mail me als hij er weer is": /weer-op-voorraad/ (where a form
 * sent without JavaScript lands, saying how it went) and the two pages behind
 * a mail's links. Server components without MUI.
 */
import { IntentLink } from "@/components/intent-link";
import { PageContainer } from "@/components/layout/page-container";
import fields from "@/components/layout/plain-form.module.css";
import page from "@/components/layout/text-page.module.css";
import { Breadcrumbs } from "@/components/navigation/breadcrumbs";
import { EXPIRED_LINK_COPY as LINK_COPY } from "@/components/signed-links/copy";
import { PlainRenewLinkButton } from "@/components/signed-links/plain-renew-link-button";
import type { StockAlertOutcome } from "@/config/paths";

import { STOCK_ALERT_COPY as COPY, STOCK_ALERT_OUTCOMES } from "./copy";
import { StockAlertLinkAction } from "./stock-alert-link-action";

const TRAIL = [{ href: "/", name: "Home" }];

function BackToShop() {
  return (
    <p>
      <IntentLink className={page.link} href="/">
        {COPY.backToShop}
      </IntentLink>
    </p>
  );
}

export function StockAlertOutcomePage({ outcome }: { outcome: StockAlertOutcome | null }) {
  const shown = outcome ? STOCK_ALERT_OUTCOMES[outcome] : null;
  return (
    <PageContainer>
      <div className={page.page}>
        <Breadcrumbs crumbs={[...TRAIL, { name: COPY.pageTitle }]} />
        <h1>{COPY.pageTitle}</h1>
        {shown ? (
          <p role="status" className={`${fields.message} ${shown.tone === "error" ? fields.error : fields.success}`}>
            {shown.text}
          </p>
        ) : (
          <p>{COPY.intro}</p>
        )}
        <BackToShop />
      </div>
    </PageContainer>
  );
}

/** `expired`: the token is the shop's unsubscribe link past its life (decisions §14): the page says so and offers a new one by mail. */
export function StockAlertLinkPage({ action, token, expired = false }: { action: "confirm" | "unsubscribe"; token: string | null; expired?: boolean }) {
  const confirm = action === "confirm";
  const title = confirm ? COPY.confirmTitle : COPY.unsubscribeTitle;
  return (
    <PageContainer>
      <div className={page.page}>
        <Breadcrumbs crumbs={[...TRAIL, { name: title }]} />
        <h1>{expired ? LINK_COPY.unsubscribeTitle : title}</h1>
        {token && expired ? (
          <>
            <p>{LINK_COPY.unsubscribeText}</p>
            <PlainRenewLinkButton kind="stockAlert" token={token} label={LINK_COPY.unsubscribeRenew} />
          </>
        ) : token ? (
          <>
            <p>{confirm ? COPY.confirmText : COPY.unsubscribeText}</p>
            <StockAlertLinkAction action={action} token={token} label={confirm ? COPY.confirmButton : COPY.unsubscribeButton} />
          </>
        ) : (
          <p className={`${fields.message} ${fields.error}`}>{COPY.missingLink}</p>
        )}
        <BackToShop />
      </div>
    </PageContainer>
  );
}
