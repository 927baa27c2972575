"use client";
/**
 * "Prijzen exclusief btw tonen": a business customer's switch between prices
 * including and excluding VAT (decisions §1). Only the display changes; the
 * choice is kept in the browser (lib/cart/vat-display.ts). The cart page and
 * the checkout show it, each with its own class.
 */
import { VAT_LABELS } from "@/domain/cart/total-lines";

export function PricesExclVatToggle({ checked, onChange, className }: { checked: boolean; onChange: (on: boolean) => void; className?: string }) {
  return (
    <label className={className} data-testid="prices-excl-vat">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} /> {VAT_LABELS.showExclVat}
    </label>
  );
}
