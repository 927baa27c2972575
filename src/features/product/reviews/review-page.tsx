/**
 * The review page /beoordelen/ (issue 23): the form for the product named by
 * the review mail's link or a product page's "Schrijf een review", saying
 * whether the review will count as a verified purchase; or, after a form sent
 * without JavaScript, how it went. A server component without MUI.
 */
import { IntentLink } from "@/components/intent-link";
import { PageContainer } from "@/components/layout/page-container";
import page from "@/components/layout/text-page.module.css";
import { Breadcrumbs } from "@/components/navigation/breadcrumbs";
import { PlainRenewLinkButton } from "@/components/signed-links/plain-renew-link-button";
import { REVIEW_LINK_DAYS } from "@/domain/ratings/rating";

import { REVIEW_FORM_COPY as COPY } from "./copy";
import { ReviewForm } from "./review-form";
import styles from "./reviews.module.css";

export interface ReviewPageProps {
  product: { productId: number; productName: string; productUrl: string; token: string | null; suggestedName: string; expiredToken?: string | null } | null;
  /** A link was given but is no longer valid: the review can still be written, unverified. */
  linkExpired: boolean;
  outcome: string | null;
}

export function ReviewPage({ product, linkExpired, outcome }: ReviewPageProps) {
  const heading = product ? COPY.title(product.productName) : "Review schrijven";
  return (
    <PageContainer>
      <div className={page.page}>
        <Breadcrumbs crumbs={[{ href: "/", name: "Home" }, ...(product ? [{ href: product.productUrl, name: product.productName }] : []), { name: "Review schrijven" }]} />
        <h1>{heading}</h1>
        {outcome && COPY.outcomes[outcome] ? (
          <p role="status" className={styles.notice}>
            {COPY.outcomes[outcome]}
          </p>
        ) : null}
        {product ? (
          <>
            <p>{COPY.intro}</p>
            {product.expiredToken ? (
              <>
                <p className={styles.notice}>{COPY.reviewLinkExpired(REVIEW_LINK_DAYS)}</p>
                <PlainRenewLinkButton kind="review" token={product.expiredToken} label={COPY.renewReviewLink} />
              </>
            ) : (
              <p className={styles.notice}>{product.token ? COPY.verifiedNote : linkExpired ? COPY.linkExpired : COPY.unverifiedNote}</p>
            )}
            <ReviewForm productId={product.productId} productUrl={product.productUrl} token={product.token} suggestedName={product.suggestedName} />
          </>
        ) : outcome ? (
          <p>
            <IntentLink className={page.link} href="/">
              Verder winkelen
            </IntentLink>
          </p>
        ) : (
          <p>{COPY.unknownProduct}</p>
        )}
      </div>
    </PageContainer>
  );
}
