/**
 * The two review sites' scores of the shop (specification §1, §3's app state
 * `ratings`), as the environment sets them (`REVIEW_SITE_SCORES`), so a shop
 * changes them without a developer: entries separated by `;`, each
 * `site|score|reviews|url`, e.g. `Kiyoh|9.2|18764|https://www.kiyoh.com/…`.
 * A score is out of 10 with at most one decimal.
 */
export interface ReviewSiteScore {
  site: string;
  score: number;
  reviews: number;
  /** The shop's page on the review site, where the score and its reviews can be read. */
  url: string;
}

/** Rule: the scores written in the setting, or the problem with them (in Dutch, naming the entry). */
export function parseReviewSiteScores(text: string): { scores: ReviewSiteScore[] } | { problem: string } {
  const entries = text.split(";").map((entry) => entry.trim()).filter((entry) => entry !== "");
  if (entries.length === 0 || entries.length > 4) return { problem: "noem 1 tot 4 reviewsites, gescheiden door ;" };
  const scores: ReviewSiteScore[] = [];
  for (const entry of entries) {
    const parts = entry.split("|").map((part) => part.trim());
    const [site, score, reviews, url] = parts;
    if (parts.length !== 4 || !site || !score || !reviews || !url) return { problem: `"${entry}" is geen site|score|aantal|adres` };
    if (!/^(10|[0-9])([.,][0-9])?$/.test(score)) return { problem: `de score van ${site} is een getal van 0 tot en met 10 met hoogstens één decimaal` };
    if (!/^\d{1,9}$/.test(reviews)) return { problem: `het aantal reviews van ${site} is een geheel getal` };
    if (!/^https:\/\/[^\s]+$/.test(url)) return { problem: `het adres van ${site} begint met https://` };
    scores.push({ site, score: Number(score.replace(",", ".")), reviews: Number(reviews), url });
  }
  return { scores };
}
