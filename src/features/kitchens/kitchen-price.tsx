import shared from "@/components/layout/shared.module.css";
import { formatEuro, formatPrice } from "@/domain/money";

/** "18.995,-" on screen, "€ 18.995,00" for a screen reader, as the shop's price tags. */
export function KitchenPrice({ cents, className }: { cents: number; className?: string }) {
  return (
    <span className={className}>
      <span aria-hidden>{formatPrice(cents)}</span>
      <span className={shared.visuallyHidden}>{formatEuro(cents)}</span>
    </span>
  );
}
