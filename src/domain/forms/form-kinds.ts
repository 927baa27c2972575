/**
 * The forms a visitor can send (issue 23, point 4; table form_data): what kind,
 * where staff have it, and the service request's types, with their Dutch labels.
 * Back-in-stock and quote requests keep their own tables and flows. Pure.
 */
export const FORM_KINDS = ["contact", "service", "application"] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export const FORM_KIND_LABELS: Record<FormKind, string> = {
  contact: "Vraag",
  service: "Service of reparatie",
  application: "Sollicitatie",
};

export const FORM_STATUSES = ["nieuw", "in behandeling", "afgehandeld"] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

export const SERVICE_REQUEST_TYPES = ["storing", "reparatie", "installatie", "anders"] as const;
export type ServiceRequestType = (typeof SERVICE_REQUEST_TYPES)[number];

export const SERVICE_REQUEST_TYPE_LABELS: Record<ServiceRequestType, string> = {
  storing: "Storing",
  reparatie: "Reparatie",
  installatie: "Installatie",
  anders: "Iets anders",
};

/** Which kinds carry uploads, and which types each takes: photos of the appliance, a CV as PDF. */
export const FORM_KIND_UPLOADS: Record<FormKind, readonly string[]> = {
  contact: [],
  service: ["image/jpeg", "image/png", "image/webp", "image/heic", "application/pdf"],
  application: ["application/pdf"],
};

/**
 * The shop's order numbers: eight digits from the order_ref_seq (40000001 on).
 * A customer may type spaces or a leading "#"; `normaliseOrderNumber` takes them off.
 */
export const ORDER_NUMBER_PATTERN = /^\d{8}$/;

export function normaliseOrderNumber(value: string): string {
  return value.replace(/[\s#.-]/g, "");
}
