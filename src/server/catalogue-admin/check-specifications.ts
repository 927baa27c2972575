import "server-only";

/**
 * A product's specifications checked against its type's definitions (issue 21,
 * part A): every key one the type defines, a number where the type counts, a
 * yes/no where it asks one, text for the rest. A form's text "8" or "ja" is
 * read as the number or flag. Each wrong value is a field error of its own
 * (`specifications.<key>`); null removes a value. The warranty terms are the
 * record's own fields (warrantyYears, extraWarrantyYears) and written here.
 */
import type { SpecificationDefinition, SpecificationValue, SpecificationValues } from "@/domain/catalogue/specifications";
import { EXTRA_WARRANTY_KEY, WARRANTY_KEY } from "@/domain/catalogue/warranty";
import type { FieldError } from "@/server/http/api-error";

export const WARRANTY_KEYS: readonly string[] = [WARRANTY_KEY, EXTRA_WARRANTY_KEY];

type Checked = { value: SpecificationValue } | { error: string };

function valueFor(definition: SpecificationDefinition, value: SpecificationValue): Checked {
  if (definition.kind === "number") {
    const number = typeof value === "string" && /^-?\d+([.,]\d+)?$/.test(value.trim()) ? Number(value.trim().replace(",", ".")) : value;
    return typeof number === "number" && Number.isFinite(number) ? { value: number } : { error: `${definition.label} moet een getal zijn${definition.unit ? ` (in ${definition.unit})` : ""}` };
  }
  if (definition.kind === "boolean") {
    if (typeof value === "boolean") return { value };
    const text = String(value).trim().toLowerCase();
    if (text === "ja" || text === "true") return { value: true };
    if (text === "nee" || text === "false") return { value: false };
    return { error: `${definition.label} moet ja of nee zijn` };
  }
  const text = String(value).trim();
  return text === "" ? { error: `${definition.label} mag niet leeg zijn; laat de waarde weg als die er niet is` } : { value: text };
}

export function checkSpecifications(
  definitions: readonly SpecificationDefinition[],
  input: Record<string, SpecificationValue | null>,
  warranty: { warrantyYears: number | null; extraWarrantyYears: number | null },
): { values: SpecificationValues; errors: FieldError[] } {
  const byKey = new Map(definitions.map((definition) => [definition.key, definition]));
  const values: SpecificationValues = {};
  const errors: FieldError[] = [];
  for (const [key, raw] of Object.entries(input)) {
    if (WARRANTY_KEYS.includes(key) || raw === null) continue;
    const definition = byKey.get(key);
    if (!definition) {
      errors.push({ field: `specifications.${key}`, errorMessage: `${key} is geen specificatie van dit soort product` });
      continue;
    }
    const checked = valueFor(definition, raw);
    if ("error" in checked) errors.push({ field: `specifications.${key}`, errorMessage: checked.error });
    else values[key] = checked.value;
  }
  if (warranty.warrantyYears !== null) values[WARRANTY_KEY] = warranty.warrantyYears;
  if (warranty.extraWarrantyYears !== null) values[EXTRA_WARRANTY_KEY] = warranty.extraWarrantyYears;
  return { values, errors };
}
