"use client";
import { useRouter } from "next/navigation";
import { useId } from "react";

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
 * JavaScript a choice navigates at once, keeping the scroll position.
 */
export function SortMenu({ action, name, fields, options }: { action: string; name: string; fields: { name: string; value: string }[]; options: SortOption[] }) {
  const router = useRouter();
  const id = useId();
  const current = options.find((option) => option.selected) ?? options[0];
  return (
    <form method="get" action={action} className={styles.sortForm}>
      {fields.map((field, index) => (
        <input key={`${field.name}-${index}`} type="hidden" name={field.name} value={field.value} />
      ))}
      <label htmlFor={id} className={styles.sortLabel}>
        {COPY.sortLabel}
      </label>
      <select
        key={current?.value}
        id={id}
        name={name}
        defaultValue={current?.value}
        onChange={(event) => {
          const option = options.find((candidate) => candidate.value === event.target.value);
          if (option) router.push(option.href, { scroll: false });
        }}
      >
        {options.map((option) => (
          <option key={option.value || "relevance"} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className={styles.secondaryButton}>
          {COPY.sortApply}
        </button>
      </noscript>
    </form>
  );
}
