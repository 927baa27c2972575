/**
 * The demo shop's inbox of sent forms (issue 23, point 4): a question, a
 * service request and an application in each status, so the back office's
 * "Formulieren" shows something after `npm start`. Only into an empty table,
 * so a restart or a shop's real forms are never touched; the mails count as
 * sent (a demo mails nobody). No uploads: those need a store the seed does not
 * write to.
 */
import { randomBytes } from "node:crypto";

import { count } from "drizzle-orm";

import type { FormKind, FormStatus } from "@/domain/forms/form-kinds";
import type { Database } from "@/server/db/client";
import { formData } from "@/server/db/schema";

const HOUR = 3_600_000;

interface DemoForm {
  kind: FormKind;
  status: FormStatus;
  name: string;
  emailAddress: string;
  phoneNumber: string | null;
  fields: Record<string, string | number | null>;
  hoursAgo: number;
}

const DEMO_FORMS: DemoForm[] = [
  {
    kind: "service",
    status: "nieuw",
    name: "Sanne de Vries",
    emailAddress: "sanne@voorbeeld.nl",
    phoneNumber: "071 760 00 00",
    fields: { orderNumber: "40000012", productName: "Bosch WGG24409NL", requestType: "storing", description: "De wasmachine pompt niet meer af en geeft foutcode E18." },
    hoursAgo: 2,
  },
  { kind: "contact", status: "in behandeling", name: "Pieter Jansen", emailAddress: "pieter@voorbeeld.nl", phoneNumber: null, fields: { subject: "Levertijd koelkast", message: "Wanneer wordt mijn koelkast bezorgd? Ik ben dinsdag niet thuis." }, hoursAgo: 26 },
  {
    kind: "service",
    status: "afgehandeld",
    name: "Fatima el Amrani",
    emailAddress: "fatima@voorbeeld.nl",
    phoneNumber: "06 12 34 56 78",
    fields: { orderNumber: null, productName: "Miele G 7110 SC", requestType: "installatie", description: "Graag hulp bij het inbouwen van de vaatwasser." },
    hoursAgo: 72,
  },
  { kind: "application", status: "nieuw", name: "Kees Bakker", emailAddress: "kees@voorbeeld.nl", phoneNumber: "0612345678", fields: { vacancyId: 1, motivation: "Ik ben monteur met tien jaar ervaring met witgoed." }, hoursAgo: 5 },
];

/** Writes the demo forms into an empty inbox; answers how many were written. */
export async function seedForms(db: Database, now: Date): Promise<number> {
  const [existing] = await db.select({ forms: count() }).from(formData);
  if (Number(existing?.forms ?? 0) > 0) return 0;
  await db.insert(formData).values(
    DEMO_FORMS.map((form) => {
      const at = new Date(now.getTime() - form.hoursAgo * HOUR);
      return {
        // A demo form's id is no signed id: it can never be sent or uploaded to.
        formId: `demo-${randomBytes(8).toString("hex")}`,
        kind: form.kind,
        status: form.status,
        name: form.name,
        emailAddress: form.emailAddress,
        phoneNumber: form.phoneNumber,
        fields: form.fields,
        receivedAt: at,
        updatedAt: at,
        customerMailSentAt: at,
        shopMailSentAt: at,
      };
    }),
  );
  return DEMO_FORMS.length;
}
