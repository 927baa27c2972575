/** The Dutch copy of the page an expired or revoked signed link opens (decisions §14), in one place (decisions §8). */
export const EXPIRED_LINK_COPY = {
  title: "Deze link is verlopen",
  lead: {
    order: "Een link naar een bestelling werkt twee jaar, en een link die we hebben vervangen werkt niet meer. Daarom laten we je bestelling hier niet zien.",
    quote: "Een link naar een offerte werkt twee jaar, en een link die we hebben vervangen werkt niet meer. Daarom laten we je offerte hier niet zien.",
  },
  offer: "Wil je er toch bij? Dan sturen we een nieuwe link naar het e-mailadres waar deze link naartoe ging.",
  renew: "Stuur me een nieuwe link",
  sending: "Bezig met versturen…",
  tooMany: "Je hebt al een paar keer om een nieuwe link gevraagd. Probeer het over een uur opnieuw, of neem contact met ons op.",
  failed: "Dat lukte nu niet. Probeer het zo opnieuw, of neem contact met ons op.",
  contact: "Vragen? Bel ons",
  /** An unsubscribe link past its two years (newsletter, stock alerts). */
  unsubscribeTitle: "Deze afmeldlink is verlopen",
  unsubscribeText: "Een afmeldlink werkt twee jaar. Wil je je nog steeds afmelden? Dan sturen we een nieuwe afmeldlink naar het adres waar deze link naartoe ging.",
  unsubscribeRenew: "Stuur me een nieuwe afmeldlink",
} as const;
