"use client";
/**
 * The reviews after the first page, and their order (issue 23): the server
 * renders the first page (most helpful first); this asks /api/ratings/ for
 * the next page, or for the first page in another order, and shows them in
 * the same list. Without JavaScript the first page is what there is.
 */
import { useState } from "react";

import { RATING_SORTS, type RatingSort } from "@/domain/ratings/rating";
import type { RatingAnswer } from "@/schemas/answers/ratings";

import { REVIEWS_COPY as COPY } from "./copy";
import { ReviewItem } from "./review-item";
import styles from "./reviews.module.css";

interface Props {
  productId: number;
  initial: RatingAnswer[];
  total: number;
  pageSize: number;
  initialSort: RatingSort;
}

export function MoreReviews({ productId, initial, total, pageSize, initialSort }: Props) {
  const [items, setItems] = useState(initial);
  const [sort, setSort] = useState<RatingSort>(initialSort);
  const [page, setPage] = useState(1);
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");

  async function load(nextSort: RatingSort, nextPage: number) {
    setState("loading");
    try {
      const query = new URLSearchParams({ productId: String(productId), sort: nextSort, page: String(nextPage), pageSize: String(pageSize) });
      const response = await fetch(`/api/ratings/?${query}`, { headers: { accept: "application/json" } });
      if (!response.ok) throw new Error(String(response.status));
      const answer = (await response.json()) as { data: { items: RatingAnswer[] } };
      setItems((current) => (nextPage === 1 ? answer.data.items : [...current, ...answer.data.items]));
      setSort(nextSort);
      setPage(nextPage);
      setState("idle");
    } catch {
      setState("failed");
    }
  }

  return (
    <div>
      {total > 1 ? (
        <div className={styles.controls}>
          <label>
            {COPY.sortLabel}{" "}
            <select className={styles.select} value={sort} onChange={(event) => void load(event.target.value as RatingSort, 1)}>
              {RATING_SORTS.map((option) => (
                <option key={option} value={option}>
                  {COPY.sorts[option]}
                </option>
              ))}
            </select>
          </label>
          <span className={styles.muted} aria-live="polite">
            {state === "loading" ? COPY.loading : COPY.shown(items.length, total)}
          </span>
        </div>
      ) : null}
      <ul className={styles.list}>
        {items.map((review) => (
          <ReviewItem key={review.ratingId} review={review} />
        ))}
      </ul>
      {state === "failed" ? (
        <p className={styles.error} role="alert">
          {COPY.loadFailed}
        </p>
      ) : null}
      {items.length < total ? (
        <button type="button" className={styles.moreButton} disabled={state === "loading"} onClick={() => void load(sort, page + 1)}>
          {COPY.more}
        </button>
      ) : null}
    </div>
  );
}
