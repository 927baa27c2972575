/**
 * The values of the placeholders in stored page text (domain/content/pages.ts):
 * the shop's settings in force, the company as configured and the rules the
 * code keeps (cut-off, withdrawal period, ranges). Computed on every render,
 * so a text never says an old fee or number.
 */
import type { Company } from "@/config/company";
import { NEXT_DAY_CUTOFF, PICK_UP_BRING, PICK_UP_POINT, SITE_NAME } from "@/config/site";
import { smallOrderRuleText } from "@/domain/cart/delivery-cost";
import { BANK_TRANSFER_DAYS, paymentMethodInfo, type PaymentFees, type PaymentMethod } from "@/domain/cart/payment-methods";
import { EXTRA_WARRANTY_YEARS } from "@/domain/catalogue/warranty";
import { WITHDRAWAL_DAYS } from "@/domain/checkout/withdrawal";
import type { TextPlaceholder } from "@/domain/content/pages";
import { DELIVERY_DAY_RANGE_DAYS, DELIVERY_WEEK_RANGE_WEEKS, PICK_UP_MARGIN_MINUTES } from "@/domain/delivery/delivery-calendar";
import { formatEuro } from "@/domain/money";
import type { ShopSettings } from "@/domain/shop-settings";

function paymentFee(id: PaymentMethod, fees: PaymentFees): string {
  const fee = paymentMethodInfo(id, fees).feeCents;
  return fee === 0 ? "Gratis" : formatEuro(fee);
}

/** "071 - 760 00 00 (vanuit België +32 3 808 00 00)": both numbers, since a page is the same for every visitor. */
export function phoneText(company: Company): string {
  const [nl, be] = company.phones;
  return `${nl.display} (vanuit ${be.label} ${be.display})`;
}

export function placeholderValues(settings: ShopSettings, company: Company): Record<TextPlaceholder, string> {
  const fees = settings.paymentFees;
  return {
    telefoon: phoneText(company),
    "telefoon-nl": company.phones[0].display,
    email: company.emailAddress,
    bedrijfsnaam: company.legalName,
    bedrijfsadres: company.addressLine,
    winkelnaam: SITE_NAME,
    "garantie-jaren": String(settings.warrantyYears),
    "garantie-jaren-met-extra": String(settings.warrantyYears + EXTRA_WARRANTY_YEARS),
    "extra-garantie-jaren": String(EXTRA_WARRANTY_YEARS),
    bezorgkosten: smallOrderRuleText(settings.smallOrder),
    "betaalkosten-ideal": paymentFee("ideal", fees),
    "betaalkosten-bancontact": paymentFee("bancontact", fees),
    "betaalkosten-creditcard": paymentFee("creditcard", fees),
    "betaalkosten-bankoverschrijving": paymentFee("banktransfer", fees),
    "betaalkosten-pinnen-bij-bezorging": paymentFee("pinOnDelivery", fees),
    "betaalkosten-pinnen-bij-afhalen": paymentFee("pinOnPickup", fees),
    "toeslag-pinnen-bij-bezorging": paymentFee("pinOnDelivery", fees).toLowerCase(),
    "creditcard-toeslag": fees.creditcardCents > 0 ? ` (${formatEuro(fees.creditcardCents)})` : "",
    "bestel-voor": NEXT_DAY_CUTOFF,
    "bedenktijd-dagen": String(WITHDRAWAL_DAYS),
    "bezorgdagen-vooruit": String(DELIVERY_DAY_RANGE_DAYS),
    "bezorgweken-vooruit": String(DELIVERY_WEEK_RANGE_WEEKS),
    "overmaken-dagen": String(BANK_TRANSFER_DAYS),
    afhaalmarge: PICK_UP_MARGIN_MINUTES === 60 ? "een uur" : `${PICK_UP_MARGIN_MINUTES} minuten`,
    afhaalcentrum: PICK_UP_POINT.name,
    afhaaladres: `${PICK_UP_POINT.street}, ${PICK_UP_POINT.postalCode} ${PICK_UP_POINT.city}`,
    afhaalstraat: PICK_UP_POINT.street,
    afhaalplaats: PICK_UP_POINT.city,
    "afhalen-meenemen-zin": PICK_UP_BRING.sentence,
    "afhalen-iemand-anders": PICK_UP_BRING.someoneElse,
  };
}
