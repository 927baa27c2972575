/**
 * A form sends every value as text (specification §7 allows form bodies beside
 * JSON). These turn the text of a whole number into that number and "true" and
 * "false" into the flags, before a schema checks them; anything else, JSON's own
 * numbers and booleans included, passes unchanged.
 */
export const formNumber = (value: unknown) => (typeof value === "string" && /^-?\d{1,15}$/.test(value.trim()) ? Number(value) : value);

export const formFlag = (value: unknown) => (value === "true" ? true : value === "false" ? false : value);
