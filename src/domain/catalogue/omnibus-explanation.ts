/**
 * The Omnibus verdict (omnibus.ts) in the words the back office's product form
 * shows beside the prices (issue 21: "the form says what the customer will
 * see"): whether a struck-through price shows, and if not, why.
 */
import { formatEuro } from "../money";

import type { OmnibusVerdict } from "./omnibus";

const day = (moment: Date) => moment.toLocaleDateString("nl-NL", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Amsterdam" });

export function omnibusExplanation(verdict: OmnibusVerdict, sellingPriceCents: number): string {
  const pays = `De klant betaalt ${formatEuro(sellingPriceCents)}`;
  switch (verdict.reason) {
    case "noReduction":
      return `${pays}. Zonder kassakorting wordt er geen prijs doorgestreept.`;
    case "noHistory":
      return `${pays}, zonder doorgestreepte prijs: er is geen prijs bekend uit de 30 dagen voordat de korting begon, dus de van-prijs kan niet onderbouwd worden.`;
    case "paidLess":
      return `${pays}, zonder doorgestreepte prijs: in de 30 dagen voordat de korting begon${verdict.reductionStart ? ` (${day(verdict.reductionStart)})` : ""} betaalde de klant ook ${formatEuro(verdict.lowestPaidCents ?? 0)}, minder dan de adviesprijs (Omnibusregel).`;
    case "shown":
      return `${pays}, met ${formatEuro(verdict.wasPriceCents ?? 0)} doorgestreept: de laagste prijs in de 30 dagen voordat de korting begon was ${formatEuro(verdict.lowestPaidCents ?? 0)}.`;
  }
}
