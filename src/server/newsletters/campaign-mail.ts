import "server-only";

/**
 * A campaign's mail as the send, the test and the preview make it: the
 * products at their live price, links made absolute, and for a real send the
 * counter's tracked links and pixel with a placeholder for each delivery's
 * counter id (filled in by `personaliseNewsletterMail`).
 */
import { readEnv, sessionSecret } from "@/config/env";
import { campaignProductIds, type NewsletterBlock } from "@/domain/newsletter/campaign";
import type { MailContent } from "@/server/mail/mail-html";
import { COUNTER_PLACEHOLDER, newsletterCampaignMail, personaliseNewsletterMail, UNSUBSCRIBE_PLACEHOLDER } from "@/server/mail/newsletter-campaign-mail";
import type { Database } from "@/server/db/client";
import { newsletterUnsubscribeUrl } from "@/server/newsletter/newsletter-links";
import { absoluteUrl, publicBaseUrl } from "@/server/seo/base-url";

import { signCounterId } from "./counter-token";
import { loadNewsletterProducts } from "./newsletter-products";

export interface CampaignFacts {
  newsletterId: number;
  subject: string;
  preheader: string;
  blocks: NewsletterBlock[];
}

/** The counter's address for a delivery: the pixel, or with `?link=n` a tracked click. */
export function counterPath(newsletterId: number, counterId: string, link?: number): string {
  return `/api/newsletters/${newsletterId}/${counterId}/${link === undefined ? "" : `?link=${link}`}`;
}

/** The template of a real send: one render for every delivery of a round. */
export async function campaignTemplate(db: Database, campaign: CampaignFacts): Promise<MailContent> {
  const baseUrl = publicBaseUrl();
  return newsletterCampaignMail({
    ...campaign,
    products: await loadNewsletterProducts(db, campaignProductIds(campaign.blocks)),
    baseUrl,
    trackedLink: (index) => absoluteUrl(baseUrl, counterPath(campaign.newsletterId, COUNTER_PLACEHOLDER, index)),
    unsubscribeUrl: UNSUBSCRIBE_PLACEHOLDER,
    pixelUrl: absoluteUrl(baseUrl, counterPath(campaign.newsletterId, COUNTER_PLACEHOLDER)),
  });
}

/** One delivery's mail: its counter id and its own unsubscribe link. */
export function deliveryMail(template: MailContent, newsletterId: number, deliveryId: number, emailAddress: string, sentAt: Date = new Date()): { content: MailContent; unsubscribeUrl: string } {
  const unsubscribeUrl = newsletterUnsubscribeUrl(emailAddress, sentAt);
  return { content: personaliseNewsletterMail(template, signCounterId(newsletterId, deliveryId, sessionSecret(readEnv())), unsubscribeUrl), unsubscribeUrl };
}

/**
 * A test mail or the preview: links go straight to their address (nothing is
 * counted), and the unsubscribe link is the recipient's own (a test address
 * that follows it leaves the list, as it asked).
 */
export async function untrackedCampaignMail(db: Database, campaign: CampaignFacts, emailAddress: string, sentAt: Date = new Date()): Promise<{ content: MailContent; unsubscribeUrl: string }> {
  const unsubscribeUrl = newsletterUnsubscribeUrl(emailAddress, sentAt);
  const content = await newsletterCampaignMail({
    ...campaign,
    products: await loadNewsletterProducts(db, campaignProductIds(campaign.blocks)),
    baseUrl: publicBaseUrl(),
    trackedLink: (_index, url) => url,
    unsubscribeUrl,
    pixelUrl: null,
  });
  return { content, unsubscribeUrl };
}

/** The headers every campaign mail carries: the way off the list in one click (RFC 8058), which mail programs show as a button. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
