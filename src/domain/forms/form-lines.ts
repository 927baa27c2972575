/**
 * A sent form's fields as Dutch lines, in the form's own order (issue 23,
 * point 4): for both mails and the back office's screen, and the one line the
 * inbox shows ("about"). Pure.
 */
import { type FormKind, SERVICE_REQUEST_TYPE_LABELS, type ServiceRequestType } from "./form-kinds";

export type FormFields = Record<string, string | number | null>;

export interface FormLine {
  label: string;
  value: string;
}

const LABELS: Record<FormKind, [field: string, label: string][]> = {
  contact: [
    ["subject", "Onderwerp"],
    ["message", "Bericht"],
  ],
  service: [
    ["requestType", "Soort aanvraag"],
    ["productName", "Apparaat"],
    ["orderNumber", "Bestelnummer"],
    ["description", "Omschrijving"],
  ],
  application: [
    ["vacancyId", "Vacature"],
    ["motivation", "Motivatie"],
  ],
};

function valueText(kind: FormKind, field: string, value: string | number | null, vacancyTitle: string | null): string {
  if (kind === "service" && field === "requestType" && typeof value === "string" && value in SERVICE_REQUEST_TYPE_LABELS) return SERVICE_REQUEST_TYPE_LABELS[value as ServiceRequestType];
  if (kind === "application" && field === "vacancyId") return vacancyTitle ? `${vacancyTitle} (nr. ${value})` : `Vacature nr. ${value}`;
  return value === null ? "" : String(value);
}

/** The lines of a form's own fields; empty optional fields are left out. `vacancyTitle` names an application's vacancy where known. */
export function formLines(kind: FormKind, fields: FormFields, vacancyTitle: string | null = null): FormLine[] {
  return LABELS[kind]
    .filter(([field]) => fields[field] !== undefined && fields[field] !== null && fields[field] !== "")
    .map(([field, label]) => ({ label, value: valueText(kind, field, fields[field]!, vacancyTitle) }));
}

/** One line for the inbox and the notice's subject: the subject, the appliance, or the vacancy. */
export function formAbout(kind: FormKind, fields: FormFields, vacancyTitle: string | null = null): string {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  switch (kind) {
    case "contact":
      return text(fields.subject);
    case "service": {
      const type = text(fields.requestType);
      const label = type in SERVICE_REQUEST_TYPE_LABELS ? SERVICE_REQUEST_TYPE_LABELS[type as ServiceRequestType] : type;
      return `${label}: ${text(fields.productName)}`;
    }
    case "application":
      return vacancyTitle ?? `Vacature nr. ${fields.vacancyId ?? "?"}`;
  }
}
