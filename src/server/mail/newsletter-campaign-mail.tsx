/**
 * The mail of a newsletter campaign (issue 23, point 5), built from
 * react-email's components: tables and inline styles that mail clients read,
 * one 600-pixel column that becomes the phone's width, and the products side
 * by side on a wide screen and under each other on a phone (a media query in
 * the head; clients that drop it keep the side-by-side cells, still readable).
 * Every mail ends with the way off the list, the link a one-click unsubscribe
 * header also names (newsletter-campaign-send.ts).
 *
 * Rendered once per campaign and round with placeholders for what differs per
 * subscriber (the counter id in tracked links and the pixel, the unsubscribe
 * link), which `personaliseNewsletterMail` fills in: rendering React for each
 * of 10,000 mails would cost more than sending them.
 */
import { Body, Button, Column, Container, Head, Heading, Hr, Html, Img, Link, Preview, Row, Section, Text } from "@react-email/components";
import { render, toPlainText } from "@react-email/render";
import type { ReactNode } from "react";

import { companyDetails } from "@/config/company";
import { SITE_NAME } from "@/config/site";
import { firstLinkSlots, type NewsletterBlock, type NewsletterProduct } from "@/domain/newsletter/campaign";
import { sanitizeRichText } from "@/server/content/rich-text";
import { absoluteUrl } from "@/server/seo/base-url";

import { companyLine, euro, type MailContent } from "./mail-html";

export interface NewsletterMailInput {
  subject: string;
  preheader: string;
  blocks: readonly NewsletterBlock[];
  /** The catalogue as it is at send time: a product no longer there is left out. */
  products: ReadonlyMap<number, NewsletterProduct>;
  baseUrl: string;
  /** The href of the campaign's n-th link (domain/newsletter/campaign.ts `campaignLinks`), given its absolute address. */
  trackedLink: (index: number, url: string) => string;
  unsubscribeUrl: string;
  /** The open pixel; none in a test mail or the preview. */
  pixelUrl: string | null;
}

/** What differs per subscriber, as it stands in the rendered template until `personaliseNewsletterMail` fills it in. */
export const COUNTER_PLACEHOLDER = "STEKKERCOUNTERID";
export const UNSUBSCRIBE_PLACEHOLDER = "https://stekker.invalid/afmelden-placeholder";

/** The shop's look: the brand blue of the header (components/theme/header-colors.ts) and text colours of 4.5:1 or more on white. */
const BRAND = "#0a5fd6";
const TEXT = "#16202b";
const MUTED = "#4a5663";
const FONT = "Arial, Helvetica, sans-serif";

const RESPONSIVE_CSS = `
@media only screen and (max-width: 620px) {
  .nl-container { width: 100% !important; }
  .nl-product { display: block !important; width: 100% !important; box-sizing: border-box; }
  .nl-image { width: 100% !important; height: auto !important; }
}`;

const styles = {
  body: { margin: 0, padding: 0, backgroundColor: "#f4f6f8", fontFamily: FONT },
  container: { width: "100%", maxWidth: "600px", margin: "0 auto", backgroundColor: "#ffffff" },
  header: { backgroundColor: BRAND, padding: "16px 24px" },
  brand: { margin: 0, color: "#ffffff", fontSize: "22px", fontWeight: "bold" as const, fontFamily: FONT },
  content: { padding: "8px 24px 24px" },
  heading: { margin: "24px 0 8px", fontSize: "22px", lineHeight: "1.3", color: TEXT, fontFamily: FONT },
  text: { fontSize: "15px", lineHeight: "1.5", color: TEXT, fontFamily: FONT },
  image: { display: "block", width: "100%", maxWidth: "552px", height: "auto", border: 0 },
  button: { backgroundColor: BRAND, color: "#ffffff", padding: "12px 20px", borderRadius: "4px", fontSize: "15px", fontWeight: "bold" as const, fontFamily: FONT, textDecoration: "none" },
  product: { width: "50%", padding: "8px", verticalAlign: "top" as const },
  productName: { margin: "8px 0 4px", fontSize: "15px", lineHeight: "1.4", color: TEXT, fontFamily: FONT, fontWeight: "bold" as const },
  price: { margin: "0 0 8px", fontSize: "18px", color: TEXT, fontFamily: FONT, fontWeight: "bold" as const },
  wasLabel: { color: MUTED, fontSize: "13px", fontWeight: "normal" as const },
  wasPrice: { textDecoration: "line-through" },
  footer: { padding: "16px 24px 24px", fontSize: "13px", lineHeight: "1.5", color: MUTED, fontFamily: FONT },
  link: { color: BRAND, textDecoration: "underline" },
};

function NewsletterMail({ input }: { input: NewsletterMailInput }) {
  const absolute = (url: string) => (url.startsWith("/") ? absoluteUrl(input.baseUrl, url) : url);
  // Each link's number is its slot in campaignLinks, which the counter reads back: a product not shown keeps its slot.
  const slots = firstLinkSlots(input.blocks);
  const tracked = (slot: number, url: string) => input.trackedLink(slot, absolute(url));

  const blocks: ReactNode[] = input.blocks.map((block, position) => {
    switch (block.type) {
      case "heading":
        return (
          <Heading key={position} as="h2" style={styles.heading}>
            {block.text}
          </Heading>
        );
      case "text":
        // Sanitised on save and again here: no editor's HTML reaches a mail unchecked.
        return <div key={position} style={styles.text} dangerouslySetInnerHTML={{ __html: sanitizeRichText(block.html) }} />;
      case "image": {
        const image = <Img className="nl-image" src={absolute(block.imageUrl)} alt={block.alt} width="552" style={styles.image} />;
        return (
          <Section key={position} style={{ margin: "16px 0" }}>
            {block.linkUrl ? <Link href={tracked(slots[position]!, block.linkUrl)}>{image}</Link> : image}
          </Section>
        );
      }
      case "button":
        return (
          <Section key={position} style={{ margin: "16px 0" }}>
            <Button href={tracked(slots[position]!, block.url)} style={styles.button}>
              {block.label}
            </Button>
          </Section>
        );
      case "products": {
        // Each product named has its link slot, shown or not: the numbers of the links after it never move.
        const products = block.productIds.map((id, index) => ({ product: input.products.get(id), slot: slots[position]! + index })).filter((entry): entry is { product: NewsletterProduct; slot: number } => entry.product !== undefined);
        const rows: { product: NewsletterProduct; slot: number }[][] = [];
        for (let index = 0; index < products.length; index += 2) rows.push(products.slice(index, index + 2));
        return (
          <Section key={position} style={{ margin: "8px 0" }}>
            {rows.map((row, rowIndex) => (
              <Row key={rowIndex}>
                {row.map(({ product, slot }) => {
                  const href = tracked(slot, product.path);
                  return (
                    <Column key={`${product.productId}-${slot}`} className="nl-product" style={styles.product}>
                      <Link href={href}>
                        <Img className="nl-image" src={absolute(product.imagePath)} alt={product.name} width="260" style={{ ...styles.image, maxWidth: "260px" }} />
                      </Link>
                      <Text style={styles.productName}>
                        <Link href={href} style={{ color: TEXT, textDecoration: "none" }}>
                          {product.name}
                        </Link>
                      </Text>
                      <Text style={styles.price}>
                        {/* "van … voor …": the struck-through price also reads right in the text part and to a screen reader. */}
                        {product.listPriceCents !== null ? (
                          <span style={styles.wasLabel}>
                            {"van "}
                            <span style={styles.wasPrice}>{euro(product.listPriceCents)}</span>
                            {" voor "}
                          </span>
                        ) : null}
                        {euro(product.priceCents)}
                      </Text>
                      <Link href={href} style={styles.link}>
                        {`Bekijk ${product.name}`}
                      </Link>
                    </Column>
                  );
                })}
                {row.length === 1 ? <Column className="nl-product" style={styles.product} /> : null}
              </Row>
            ))}
          </Section>
        );
      }
    }
  });

  return (
    <Html lang="nl">
      <Head>
        <title>{input.subject}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <style>{RESPONSIVE_CSS}</style>
      </Head>
      {input.preheader ? <Preview>{input.preheader}</Preview> : null}
      <Body style={styles.body}>
        <Container className="nl-container" style={styles.container} width="600">
          <Section style={styles.header}>
            <Text style={styles.brand}>{SITE_NAME}</Text>
          </Section>
          <Section style={styles.content}>{blocks}</Section>
          <Hr style={{ borderColor: "#dddddd", margin: 0 }} />
          <Section style={styles.footer}>
            <Text style={{ ...styles.footer, padding: 0, margin: "0 0 8px" }}>
              {`Je krijgt deze nieuwsbrief omdat je je hebt aangemeld bij ${SITE_NAME}. Liever niet meer? `}
              <Link href={input.unsubscribeUrl} style={styles.link}>
                Afmelden voor de nieuwsbrief
              </Link>
            </Text>
            <Text style={{ ...styles.footer, padding: 0, margin: 0 }}>{companyLine(companyDetails())}</Text>
          </Section>
        </Container>
        {input.pixelUrl ? <Img src={input.pixelUrl} width="1" height="1" alt="" style={{ display: "block", width: "1px", height: "1px", border: 0 }} /> : null}
      </Body>
    </Html>
  );
}

/** The campaign's mail: subject, HTML and a light text part (the HTML's words and links, without the pixel). */
export async function newsletterCampaignMail(input: NewsletterMailInput): Promise<MailContent> {
  const html = await render(<NewsletterMail input={input} />);
  const text = toPlainText(html, { selectors: [{ selector: "img", format: "skip" }] });
  return { subject: input.subject, html, text };
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** One subscriber's mail from the template rendered with the placeholders. */
export function personaliseNewsletterMail(template: MailContent, counterId: string, unsubscribeUrl: string): MailContent {
  const fill = (value: string, escape: (text: string) => string) => value.replaceAll(COUNTER_PLACEHOLDER, escape(counterId)).replaceAll(UNSUBSCRIBE_PLACEHOLDER, escape(unsubscribeUrl));
  return { subject: template.subject, html: fill(template.html, escapeAttribute), text: fill(template.text, (value) => value) };
}
