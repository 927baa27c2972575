"use client";
/**
 * The header's search box with suggestions while typing: products, categories
 * and brands. A WAI-ARIA 1.2 combobox: arrows move through the suggestions,
 * Enter opens the active one (or searches), Escape closes. It lives inside the
 * server-rendered GET form, so without JavaScript the box still searches.
 */
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import useSWR from "swr";

import { searchEvent } from "@/domain/catalogue/search-analytics";
import { imageSrcSet } from "@/domain/catalogue/uploaded-images";
import { formatPrice } from "@/domain/money";
import { type SuggestionsAnswer, type SuggestionsView, suggestionsView } from "@/lib/api/answers";
import { pushToDataLayer } from "@/lib/data-layer";
import styles from "./search-autocomplete.module.css";

/** The suggestions as the box shows them: the answer of /api/suggestions/ with its amounts in cents, converted at the edge (lib/api/answers.ts). */
export type Suggestions = SuggestionsView;

interface Option {
  id: string;
  url: string;
  label: string;
  kind: "product" | "category" | "brand" | "kitchen";
  productId?: number;
}

const MIN_LENGTH = 2;
const DEBOUNCE_MS = 120;

async function fetchSuggestions(url: string): Promise<Suggestions> {
  const response = await fetch(url, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(response.statusText);
  const answer = ((await response.json()) as { data: SuggestionsAnswer }).data;
  return suggestionsView(answer);
}

/** Pushes the search analytics of §7 when a product suggestion is chosen. */
function pushSearchClick(answer: Suggestions, option: Option) {
  if (option.kind !== "product" || option.productId === undefined) return;
  const itemIds = answer.products.map((product) => product.productId);
  const event = searchEvent("Product Clicked", { queryId: answer.queryId, indexName: answer.indexName, itemIds, page: 1, pageSize: itemIds.length }, [option.productId]);
  if (event) pushToDataLayer({ event: "search_click", ...event });
}

/** The results page, whose query the search box shows. */
export const SEARCH_PATH = "/zoeken/";

/** What the search box shows before the shopper types: on the results page, the text that was searched. */
export function searchedText(pathname: string | null, q: string | null): string {
  // With or without the trailing slash: Next.js's pathname may leave it off.
  const onResultsPage = pathname !== null && `${pathname.replace(/\/+$/, "")}/` === SEARCH_PATH;
  return onResultsPage ? (q ?? "").trim() : "";
}

/** The box where the URL is not known (the form's Suspense fallback): it starts empty. */
export function SearchBoxWithoutUrl({ inputId, placeholder }: { inputId: string; placeholder: string }) {
  const [text, setText] = useState("");
  return <SearchBox inputId={inputId} placeholder={placeholder} text={text} typed onType={setText} />;
}

/**
 * The search box, showing the searched text on the results page. It reads the
 * URL itself because the header lives in the root layout, which gets no
 * searchParams; the layout renders per request, so the server renders the box
 * with the text in it, and a client-side navigation to another search updates it.
 */
export function SearchAutocomplete({ inputId, placeholder }: { inputId: string; placeholder: string }) {
  const searched = searchedText(usePathname(), useSearchParams().get("q"));
  // A new search (or leaving the results page) replaces what the box shows.
  const [shownFor, setShownFor] = useState(searched);
  const [text, setText] = useState(searched);
  const [typed, setTyped] = useState(false);
  if (shownFor !== searched) {
    setShownFor(searched);
    setText(searched);
    setTyped(false);
  }
  return (
    <SearchBox
      inputId={inputId}
      placeholder={placeholder}
      text={text}
      typed={typed}
      onType={(value) => {
        setText(value);
        setTyped(true);
      }}
    />
  );
}

/** The box without the URL: what SearchAutocomplete renders, and the form's fallback while the URL is not known. */
export function SearchBox({
  inputId,
  placeholder,
  text,
  typed,
  onType,
}: {
  inputId: string;
  placeholder: string;
  text: string;
  /** Suggestions only for what the shopper typed, not for the searched text the box starts with. */
  typed: boolean;
  onType: (text: string) => void;
}) {
  const router = useRouter();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [debounced, setDebounced] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(typed ? text.trim() : ""), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, typed]);

  const key = debounced.length >= MIN_LENGTH ? `/api/suggestions/?q=${encodeURIComponent(debounced)}` : null;
  const { data } = useSWR(key, fetchSuggestions, { keepPreviousData: true });

  const options = useMemo<Option[]>(() => {
    if (!data || !key) return [];
    return [
      ...data.products.map((product) => ({
        id: `${listId}-p${product.productId}`,
        url: product.url,
        label: product.name,
        kind: "product" as const,
        productId: product.productId,
      })),
      ...data.categories.map((category) => ({ id: `${listId}-c${category.url}`, url: category.url, label: category.name, kind: "category" as const })),
      ...data.brands.map((brand) => ({ id: `${listId}-b${brand.url}`, url: brand.url, label: brand.name, kind: "brand" as const })),
      ...(data.kitchens ?? []).map((kitchen) => ({ id: `${listId}-k${kitchen.url}`, url: kitchen.url, label: kitchen.name, kind: "kitchen" as const })),
    ];
  }, [data, key, listId]);

  const expanded = open && options.length > 0;
  const choose = (option: Option) => {
    if (data) pushSearchClick(data, option);
    setOpen(false);
    router.push(option.url);
  };

  return (
    <div className={styles.box}>
      <input
        ref={inputRef}
        id={inputId}
        name="q"
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? options[active]?.id : undefined}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={placeholder}
        value={text}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          onType(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event: React.KeyboardEvent<HTMLInputElement>) => {
          if (event.key === "ArrowDown" && options.length > 0) {
            event.preventDefault();
            setOpen(true);
            setActive((current) => (current + 1) % options.length);
          } else if (event.key === "ArrowUp" && options.length > 0) {
            event.preventDefault();
            setActive((current) => (current <= 0 ? options.length - 1 : current - 1));
          } else if (event.key === "Escape") {
            setOpen(false);
            setActive(-1);
          } else if (event.key === "Enter" && expanded && active >= 0) {
            event.preventDefault();
            const option = options[active];
            if (option) choose(option);
          }
        }}
        className={styles.input}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Zoeksuggesties"
        hidden={!expanded}
        className={styles.list}
      >
        {options.map((option, index) => {
          const product = option.kind === "product" ? data?.products.find((item) => item.productId === option.productId) : undefined;
          return (
            <li
              key={option.id}
              id={option.id}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event: React.MouseEvent) => event.preventDefault()}
              onClick={() => choose(option)}
              onMouseEnter={() => setActive(index)}
              className={styles.option}
            >
              {product ? (
                <img src={product.image.url} srcSet={imageSrcSet(product.image.url)} sizes="40px" alt="" width={40} height={40} className={styles.image} />
              ) : (
                <span className={styles.kind}>{option.kind === "category" ? "Groep" : option.kind === "kitchen" ? "Keuken" : "Merk"}</span>
              )}
              <span className={styles.label}>{option.label}</span>
              {product ? (
                <span className={styles.price}>{formatPrice(product.sellingPriceCents)}</span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
