/**
 * A small mark beside each payment method (issue 19, point 10), drawn here:
 * no logo files from elsewhere, no request. The two bank methods in their
 * recognisable colours on a white card (also in dark mode, as on a bank card);
 * card, transfer and pin as line drawings in the text colour. Decorative: the
 * method's name is the label beside it.
 */
import type { PaymentMethod } from "@/domain/cart/payment-methods";

const CARD = { x: 0.5, y: 0.5, width: 39, height: 27, rx: 4 } as const;

function Ideal() {
  return (
    <>
      <rect {...CARD} fill="#fff" stroke="#1a1a1a" />
      {/* The dot and stem of the "i", then a "D" in iDEAL's magenta. */}
      <circle cx="11" cy="8.5" r="2.2" fill="#1a1a1a" />
      <rect x="9" y="12" width="4" height="10" fill="#1a1a1a" />
      <path d="M16 6h6.5c5 0 8 3 8 8s-3 8-8 8H16z" fill="#cc0066" />
      <path d="M19.5 9.5h2.8c2.8 0 4.5 1.7 4.5 4.5s-1.7 4.5-4.5 4.5h-2.8z" fill="#fff" />
    </>
  );
}

function Bancontact() {
  return (
    <>
      <rect {...CARD} fill="#fff" stroke="#1e3764" />
      {/* Two slanted bands, blue under yellow, stepping up to the right as on the Bancontact card. */}
      <path d="M5 20h16l4.5-6h-16z" fill="#1e3764" />
      <path d="M14.5 14h16L35 8H19z" fill="#ffd800" />
    </>
  );
}

function CreditCard() {
  return (
    <>
      <rect {...CARD} fill="none" stroke="currentColor" />
      <rect x="1" y="6" width="38" height="4" fill="currentColor" />
      <rect x="5" y="14" width="7" height="5" rx="1" fill="none" stroke="currentColor" />
      <path d="M15 20h10M28 20h6" stroke="currentColor" strokeWidth="1.5" />
    </>
  );
}

function BankTransfer() {
  return (
    <g fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round">
      <path d="M8 10 20 4l12 6z" />
      <path d="M11 12v9M17 12v9M23 12v9M29 12v9" />
      <path d="M7 23.5h26" />
    </g>
  );
}

function PinTerminal() {
  return (
    <g fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round">
      <rect x="12" y="2" width="16" height="24" rx="2.5" />
      <rect x="15" y="5" width="10" height="6" rx="1" />
      <path d="M16 15h1M20 15h1M24 15h1M16 18.5h1M20 18.5h1M24 18.5h1M16 22h1M20 22h1M24 22h1" strokeLinecap="round" strokeWidth="2" />
    </g>
  );
}

const MARKS: Record<PaymentMethod, () => React.JSX.Element> = {
  ideal: Ideal,
  bancontact: Bancontact,
  creditcard: CreditCard,
  banktransfer: BankTransfer,
  pinOnDelivery: PinTerminal,
  pinOnPickup: PinTerminal,
};

export function PaymentLogo({ method, className }: { method: PaymentMethod; className?: string }) {
  const Mark = MARKS[method];
  return (
    <svg viewBox="0 0 40 28" width={40} height={28} aria-hidden focusable="false" className={className} data-payment-logo={method}>
      <Mark />
    </svg>
  );
}
