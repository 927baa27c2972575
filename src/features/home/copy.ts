/** The front page's own words; what the shop edits (hero, promotions, tiles, banners) comes from its blocks. */
export const homeCopy = {
  /** The page's heading when no hero is published (a page always has one h1). */
  fallbackHeading: "Stekker: witgoed en keukenapparatuur, morgen in huis",
  bannersLabel: "Uitgelicht",
} as const;
