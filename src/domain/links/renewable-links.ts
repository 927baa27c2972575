/**
 * The kinds of signed link a new one can be asked for (decisions §14): an
 * order's or quote's (with its number), or an unsubscribe or review link (the
 * token names what it is for). One list for the API's input, the use case and
 * the pages' buttons.
 */
export const RENEWABLE_LINKS = ["order", "quote", "newsletter", "stockAlert", "review"] as const;

export type RenewableLink = (typeof RENEWABLE_LINKS)[number];
