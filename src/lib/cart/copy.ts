/** The Dutch copy of the cart's client parts, in one place (decisions §8). */
export const CART_COPY = {
  failed: "Je winkelwagen is niet bijgewerkt. Probeer het nog eens.",
  failedWith: (message: string) => `Je winkelwagen is niet bijgewerkt: ${message}. Probeer het nog eens.`,
  reset: "Je winkelwagen was verlopen of niet meer beschikbaar. We zijn een nieuwe begonnen.",
  modalTitle: "Je winkelwagen is niet bereikbaar",
  modalText:
    "We kunnen deze winkelwagen nu niet openen, ook na een paar pogingen niet. Misschien is hij in een andere browser of op een ander apparaat gemaakt. Begin een nieuwe winkelwagen, of probeer het later nog eens.",
  modalNewCart: "Nieuwe winkelwagen beginnen",
  modalClose: "Sluiten",
  modalHelp: "Hulp nodig? Bel de klantenservice.",
} as const;
