/**
 * The anchor of a product page's reviews, which every star rating links to
 * (the cards and the page's heading). The section itself is the product
 * feature's (features/product/reviews/product-reviews.tsx, issue 23).
 */
export const REVIEWS_ANCHOR = "reviews";
