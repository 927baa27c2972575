/** The largest PostgreSQL `integer`: every id column of the schema. */
export const MAX_INT4 = 2_147_483_647;

/** True for a number that can be an id in the database; anything else cannot exist, and would fail a query. */
export function isStorableId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_INT4;
}
