/**
 * Decisions §1: a business customer is a company with a company name and a VAT
 * number. The VAT treatment, the right of withdrawal and the overviews' prices
 * excluding VAT all ask this one question.
 */
export function isBusinessCustomer(customer: { company?: unknown; companyName?: unknown; vatNumber?: unknown }): boolean {
  const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";
  return customer.company === true && filled(customer.companyName) && filled(customer.vatNumber);
}
