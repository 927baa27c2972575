"use client";
import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";

import shared from "@/components/layout/shared.module.css";

import { COPY } from "./copy";
import styles from "./listing.module.css";

interface SortOption {
  value: string;
  label: string;
  href: string;
  selected: boolean;
}

/**
 * A native select in a GET form: without JavaScript 'Sorteer' submits it; with
 * JavaScript a choice made with the mouse (or in the opened list) navigates at
 * once, keeping the scroll position. The arrow keys on the closed select only
 * move the choice: it applies on Enter or when focus leaves, so that a keyboard
 * user can pass other options on the way (WCAG 3.2.2). The select is never
 * remounted, so focus stays on it after the page changed.
 */
export function SortMenu({ action, name, fields, options }: { action: string; name: string; fields: { name: string; value: string }[]; options: SortOption[] }) {
  const router = useRouter();
  const id = useId();
  const hintId = useId();
  const current = options.find((option) => option.selected) ?? options[0];
  const currentValue = current?.value ?? "";
  // What the select shows; follows the page's sort when that changes (a link, the back button).
  const [shown, setShown] = useState({ forPage: currentValue, value: currentValue });
  if (shown.forPage !== currentValue) setShown({ forPage: currentValue, value: currentValue });
  const changedByKey = useRef(false);
  const pending = useRef<string | null>(null);

  const apply = (value: string) => {
    pending.current = null;
    const option = options.find((candidate) => candidate.value === value);
    if (option && !option.selected) router.push(option.href, { scroll: false });
  };

  return (
    <form method="get" action={action} className={styles.sortForm}>
      {fields.map((field, index) => (
        <input key={`${field.name}-${index}`} type="hidden" name={field.name} value={field.value} />
      ))}
      <label htmlFor={id} className={styles.sortLabel}>
        {COPY.sortLabel}
      </label>
      <select
        id={id}
        name={name}
        value={shown.value}
        aria-describedby={hintId}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            if (pending.current !== null) apply(pending.current);
            return;
          }
          changedByKey.current = event.key !== "Tab" && event.key !== "Escape";
        }}
        onKeyUp={() => {
          changedByKey.current = false;
        }}
        onChange={(event) => {
          const value = event.target.value;
          setShown({ forPage: currentValue, value });
          if (changedByKey.current) pending.current = value;
          else apply(value);
        }}
        onBlur={() => {
          if (pending.current !== null) apply(pending.current);
        }}
      >
        {options.map((option) => (
          <option key={option.value || "relevance"} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <span id={hintId} className={shared.visuallyHidden}>
        {COPY.sortKeyboardHint}
      </span>
      <noscript>
        <button type="submit" className={styles.secondaryButton}>
          {COPY.sortApply}
        </button>
      </noscript>
    </form>
  );
}
