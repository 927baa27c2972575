import type { VatOverviewLine } from "@/domain/cart/total-lines";
import { formatPrice } from "@/domain/money";

/**
 * The closing lines of a price overview (the VAT in the total, or "Btw
 * verlegd", and the grand total), the same in the cart and in the checkout's
 * summary, each with its own classes and test ids.
 */
export function VatTotalLines({
  lines,
  classes,
  testIdPrefix,
}: {
  lines: readonly VatOverviewLine[];
  classes: { grandTotal?: string; totalLine?: string; vat?: string };
  testIdPrefix: string;
}) {
  return lines.map((line) =>
    line.grand ? (
      <div key={line.key} className={classes.grandTotal} data-testid={`${testIdPrefix}-grandTotal`}>
        <dt>
          {line.label} {line.qualifier ? <span className={classes.vat}>{line.qualifier}</span> : null}
        </dt>
        {/* Read out when a change recomputes it. */}
        <dd aria-live="polite" aria-atomic="true">
          {formatPrice(line.cents)}
        </dd>
      </div>
    ) : (
      <div key={line.key} className={classes.totalLine} data-testid={`${testIdPrefix}-${line.key}`}>
        <dt>
          {line.label}
          {line.qualifier ? ` (${line.qualifier.toLowerCase()})` : ""}
        </dt>
        <dd>{formatPrice(line.cents)}</dd>
      </div>
    ),
  );
}
