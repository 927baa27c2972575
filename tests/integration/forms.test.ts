/**
 * Forms (issue 23, point 4): the forms bucket refuses a wrong type, a renamed
 * executable, an oversized file and a sixth file with 4xx and stores nothing
 * (table and directory); a service request is sent with its photo, mailed to
 * the customer and the shop, and listed for staff with its download; a form id
 * is sent once; the mail outbox tries again; the forms job removes an unsent
 * form's uploads after a day; the rate limits; staff routes 401/403 for guests.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { UNSENT_UPLOAD_LIFETIME_MS } from "@/domain/forms/form-uploads";
import { formDataListAnswerSchema, formDataRecordAnswerSchema, formUploadAnswerSchema } from "@/schemas/answers/form-data";
import { setDatabaseHandle } from "@/server/db/client";
import { seedForms } from "@/server/db/seed/seed-forms";
import { seedVacancies } from "@/server/db/seed/seed-vacancies";
import { formData, formUploads, vacancies } from "@/server/db/schema";
import { directoryUploadStore, setUploadStore } from "@/server/forms/upload-store";
import { CLIENT_ADDRESS_HEADER } from "@/server/http/client-address";
import { runJobCategory } from "@/server/jobs/job-work";
import { setMailSender } from "@/server/mail/mail-transport";
import { listOpenVacancies } from "@/server/vacancies/list-open-vacancies";
import { createMemoryRateLimitStore } from "@/server/rate-limit/memory-store";
import { setRateLimitStore } from "@/server/rate-limit/rate-limit";
import { FORM_DATA, FORM_UPLOADS } from "@/server/rate-limit/rules";

import { apiRoute, call } from "../support/api";
import { captureMail } from "../support/checkout";
import { signedInStaffCookie } from "../support/staff-cookie";
import { createTestDatabase, testDriver, type TestDatabase } from "../support/test-database";

const FORM_ID = apiRoute("/api/form-data/id/");
const BUCKET = apiRoute("/api/buckets/forms/");
const FORMS = apiRoute("/api/form-data/");
const FORM = apiRoute("/api/form-data/{formDataId}/");
const UPLOAD = apiRoute("/api/form-data/{formDataId}/uploads/{formUploadId}/");

let visitor = 0;
const fromNewVisitor = () => `203.0.113.${++visitor}`;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);
const PDF = new TextEncoder().encode("%PDF-1.4\n%cv van Sanne\n");
const HEIC = new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63, 0, 0, 0, 0, 0x6d, 0x69, 0x66, 0x31]);
/** A Windows executable ("MZ") named and declared as a photo. */
const EXECUTABLE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);
const TEXT = new TextEncoder().encode("gewoon wat tekst, geen foto");

async function formId(): Promise<string> {
  const answer = await call(FORM_ID.GET, "/api/form-data/id/");
  expect(answer.status).toBe(200);
  return answer.json.data.formId as string;
}

function upload(form: string, file: { name: string; type: string; bytes: Uint8Array }, address = fromNewVisitor()) {
  const body = new FormData();
  body.append("formId", form);
  body.append("file", new File([file.bytes as BlobPart], file.name, { type: file.type }));
  return call(BUCKET.POST, "/api/buckets/forms/", {}, { method: "POST", headers: { [CLIENT_ADDRESS_HEADER]: address }, body });
}

function submit(body: Record<string, unknown>, address = fromNewVisitor()) {
  return call(FORMS.POST, "/api/form-data/", {}, { method: "POST", headers: { "content-type": "application/json", [CLIENT_ADDRESS_HEADER]: address }, body: JSON.stringify(body) });
}

const serviceRequest = (form: string) => ({
  formId: form,
  kind: "service",
  name: "Sanne de Vries",
  emailAddress: "Sanne@Voorbeeld.nl",
  phoneNumber: "071 760 00 00",
  orderNumber: "4000 0123",
  productName: "Bosch WGG24409NL",
  requestType: "storing",
  description: "De wasmachine pompt niet meer af.",
});

const contactQuestion = (form: string) => ({ formId: form, kind: "contact", name: "Piet", emailAddress: "piet@voorbeeld.nl", subject: "Levertijd", message: "Wanneer komt mijn koelkast?" });

const fieldsOf = (answer: { json: { data: { field: string }[] } }) => answer.json.data.map((error) => error.field);

describe(`forms on ${testDriver()}`, () => {
  let database: TestDatabase;
  let directory: string;
  let mail: ReturnType<typeof captureMail>;
  let staffCookie: string;

  const storedFiles = async () => (await readdir(directory).catch(() => [] as string[])).filter((name) => !name.endsWith(".part"));
  const uploadRows = async (form: string) => database.db.select().from(formUploads).where(eq(formUploads.formId, form));

  beforeAll(async () => {
    database = await createTestDatabase();
    setDatabaseHandle(database);
    directory = await mkdtemp(path.join(os.tmpdir(), "stekker-form-uploads-"));
    setUploadStore(directoryUploadStore(directory));
    mail = captureMail();
    staffCookie = await signedInStaffCookie(database.db, "staff", "formulieren@stekker.test");
    process.env.CUSTOMER_SERVICE_EMAIL = "service@stekker.test";
  });

  beforeEach(() => setRateLimitStore(createMemoryRateLimitStore()));

  afterAll(async () => {
    delete process.env.CUSTOMER_SERVICE_EMAIL;
    mail?.restore();
    setUploadStore(null);
    setRateLimitStore(null);
    await database?.destroy();
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it("the demo inbox is written into an empty table only, its mails counted as sent", async () => {
    expect(await seedForms(database.db, new Date())).toBe(4);
    expect(await seedForms(database.db, new Date())).toBe(0);
    const demo = await database.db.select().from(formData);
    expect(demo.every((form) => form.customerMailSentAt !== null && form.shopMailSentAt !== null)).toBe(true);
  });

  it("a form id is fresh on every call and signed: one made up is refused with 422 on formId", async () => {
    const [first, second] = [await formId(), await formId()];
    expect(first).not.toBe(second);
    const forged = `${"A".repeat(22)}.${"B".repeat(43)}`;
    const answer = await upload(forged, { name: "foto.png", type: "image/png", bytes: PNG });
    expect(answer.status).toBe(422);
    expect(fieldsOf(answer)).toEqual(["formId"]);
  });

  it("an image or PDF by its bytes is kept (201) under the data directory, with a safe name and the type of its bytes", async () => {
    const form = await formId();
    const png = await upload(form, { name: "../../foto.jpg", type: "image/jpeg", bytes: PNG });
    expect(png.status, png.text).toBe(201);
    expect(formUploadAnswerSchema.parse(png.json.data)).toMatchObject({ fileName: "foto.png", contentType: "image/png", size: PNG.byteLength });
    const heic = await upload(form, { name: "IMG_0001.HEIC", type: "", bytes: HEIC });
    expect(heic.json.data).toMatchObject({ contentType: "image/heic", fileName: "IMG_0001.heic" });
    const listed = await call(BUCKET.GET, `/api/buckets/forms/?formId=${encodeURIComponent(form)}`);
    expect(listed.status).toBe(200);
    expect(listed.json.data.map((item: { uploadId: string }) => item.uploadId)).toEqual([png.json.data.uploadId, heic.json.data.uploadId]);
    expect(await storedFiles()).toEqual(expect.arrayContaining([png.json.data.uploadId, heic.json.data.uploadId]));
  });

  describe("refusals store nothing: no row, no file", () => {
    it.each([
      ["a text file called foto.jpg", { name: "foto.jpg", type: "image/jpeg", bytes: TEXT }],
      ["a renamed executable", { name: "vakantiefoto.png", type: "image/png", bytes: EXECUTABLE }],
    ])("%s is refused with 422 on file", async (_label, file) => {
      const form = await formId();
      const filesBefore = await storedFiles();
      const answer = await upload(form, file);
      expect(answer.status).toBe(422);
      expect(fieldsOf(answer)).toEqual(["file"]);
      expect(answer.json.data[0].errorMessage).toContain("geen JPEG, PNG, WebP, HEIC of PDF");
      expect(await uploadRows(form)).toEqual([]);
      expect(await storedFiles()).toEqual(filesBefore);
    });

    it("a file over 10 MB is refused with 413 or 422, and nothing is stored", async () => {
      const form = await formId();
      const filesBefore = await storedFiles();
      const big = new Uint8Array(10 * 1024 * 1024 + 1);
      big.set(PNG);
      const answer = await upload(form, { name: "groot.png", type: "image/png", bytes: big });
      expect([413, 422]).toContain(answer.status);
      expect(await uploadRows(form)).toEqual([]);
      expect(await storedFiles()).toEqual(filesBefore);
    });

    it("a sixth file for one form is refused with 422 on file, even when sent together with others", async () => {
      const form = await formId();
      const five = await Promise.all(Array.from({ length: 5 }, (_, index) => upload(form, { name: `foto-${index}.png`, type: "image/png", bytes: PNG })));
      expect(five.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
      const filesBefore = await storedFiles();
      const sixth = await upload(form, { name: "foto-6.png", type: "image/png", bytes: PNG });
      expect(sixth.status).toBe(422);
      expect(fieldsOf(sixth)).toEqual(["file"]);
      expect(await uploadRows(form)).toHaveLength(5);
      expect(await storedFiles()).toEqual(filesBefore);
    });

    it("six uploads at once still keep five", async () => {
      const form = await formId();
      const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => upload(form, { name: `tegelijk-${index}.png`, type: "image/png", bytes: PNG })));
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
      expect(answers.filter((answer) => answer.status === 422)).toHaveLength(1);
      expect(await uploadRows(form)).toHaveLength(5);
    });
  });

  it("an upload is removed by its form's holder (row and file), and 404 for another form's", async () => {
    const form = await formId();
    const added = await upload(form, { name: "weg.png", type: "image/png", bytes: PNG });
    const uploadId = added.json.data.uploadId as string;
    const other = await call(BUCKET.DELETE, `/api/buckets/forms/?formId=${encodeURIComponent(await formId())}&uploadId=${uploadId}`, {}, { method: "DELETE" });
    expect(other.status).toBe(404);
    const removed = await call(BUCKET.DELETE, "/api/buckets/forms/", {}, { method: "DELETE", headers: { "content-type": "application/json" }, body: JSON.stringify({ formId: form, uploadId }) });
    expect(removed.status, removed.text).toBe(200);
    expect(await uploadRows(form)).toEqual([]);
    expect(await storedFiles()).not.toContain(uploadId);
  });

  describe("a service request with a photo", () => {
    let form: string;
    let formDataId: number;
    let uploadId: string;

    it("is stored with status nieuw, takes its uploads, and mails the customer and the shop (201)", async () => {
      form = await formId();
      uploadId = (await upload(form, { name: "typeplaatje.png", type: "image/png", bytes: PNG })).json.data.uploadId;
      mail.sent.length = 0;
      const answer = await submit(serviceRequest(form));
      expect(answer.status, answer.text).toBe(201);
      expect(answer.json.data).toMatchObject({ kind: "service", receivedAt: expect.any(String) });
      formDataId = answer.json.data.formDataId;
      const [row] = await database.db.select().from(formData).where(eq(formData.formDataId, formDataId));
      expect(row).toMatchObject({ status: "nieuw", emailAddress: "sanne@voorbeeld.nl", fields: { orderNumber: "40000123", requestType: "storing" } });
      expect(row!.customerMailSentAt).not.toBeNull();
      expect((await uploadRows(form)).map((upload) => upload.formDataId)).toEqual([formDataId]);
      const confirmation = mail.sent.find((message) => message.to === "sanne@voorbeeld.nl");
      expect(confirmation?.subject).toBe(`We hebben je serviceaanvraag ontvangen (nr. ${formDataId})`);
      expect(confirmation?.text).toContain("Je stuurde 1 bestand mee.");
      const notice = mail.sent.find((message) => message.to === "service@stekker.test");
      expect(notice?.subject).toBe(`Service of reparatie ${formDataId}: Storing: Bosch WGG24409NL`);
      expect(notice?.text).toContain(`/beheer/form-data/${formDataId}/show`);
    });

    it("the same form id sent again is refused with 409, and stays one form", async () => {
      const again = await submit(serviceRequest(form));
      expect(again.status).toBe(409);
      expect(fieldsOf(again)).toEqual(["formId"]);
      expect(await database.db.select().from(formData).where(eq(formData.formId, form))).toHaveLength(1);
      // Nor can a file be added to it now.
      expect((await upload(form, { name: "later.png", type: "image/png", bytes: PNG })).status).toBe(409);
    });

    it("staff see it in the inbox, open it and download the photo; guests get 401", async () => {
      const list = await call(FORMS.GET, "/api/form-data/?kind=service&status=nieuw", {}, { headers: { cookie: staffCookie } });
      expect(list.status).toBe(200);
      const page = formDataListAnswerSchema.parse(list.json.data);
      expect(page.items.map((item) => item.formDataId)).toContain(formDataId);
      expect(page.items.find((item) => item.formDataId === formDataId)).toMatchObject({ kindLabel: "Service of reparatie", uploadCount: 1, about: "Storing: Bosch WGG24409NL" });
      const one = await call(FORM.GET, `/api/form-data/${formDataId}/`, {}, { headers: { cookie: staffCookie } });
      const record = formDataRecordAnswerSchema.parse(one.json.data);
      expect(record.lines).toContainEqual({ label: "Bestelnummer", value: "40000123" });
      expect(record.uploads[0]!.url).toBe(`/api/form-data/${formDataId}/uploads/${uploadId}/`);
      const download = await call(UPLOAD.GET, record.uploads[0]!.url, {}, { headers: { cookie: staffCookie } });
      expect(download.status).toBe(200);
      expect(download.headers.get("content-type")).toBe("image/png");
      expect(download.headers.get("content-disposition")).toContain("attachment");
      expect((await call(UPLOAD.GET, record.uploads[0]!.url)).status).toBe(401);
      expect((await call(FORMS.GET, "/api/form-data/")).status).toBe(401);
      expect((await call(FORM.GET, `/api/form-data/${formDataId}/`)).status).toBe(401);
    });

    it("staff move its status along; an unknown status is 422", async () => {
      const put = await call(FORM.PUT, `/api/form-data/${formDataId}/`, {}, { method: "PUT", headers: { cookie: staffCookie, "content-type": "application/json" }, body: JSON.stringify({ status: "in behandeling", name: "genegeerd" }) });
      expect(put.status, put.text).toBe(200);
      expect(put.json.data.status).toBe("in behandeling");
      const patch = await call(FORM.PATCH, `/api/form-data/${formDataId}/`, {}, { method: "PATCH", headers: { cookie: staffCookie, "content-type": "application/json" }, body: JSON.stringify({ status: "afgehandeld" }) });
      expect(patch.json.data.status).toBe("afgehandeld");
      const wrong = await call(FORM.PATCH, `/api/form-data/${formDataId}/`, {}, { method: "PATCH", headers: { cookie: staffCookie, "content-type": "application/json" }, body: JSON.stringify({ status: "weg" }) });
      expect(wrong.status).toBe(422);
      expect((await call(FORM.PATCH, `/api/form-data/${formDataId}/`, {}, { method: "PATCH", headers: { "content-type": "application/json" }, body: JSON.stringify({ status: "nieuw" }) })).status).toBe(401);
    });
  });

  it("every wrong field of a service request has its own Dutch 422", async () => {
    const answer = await submit({ formId: await formId(), kind: "service", name: "", emailAddress: "geen-adres", phoneNumber: "12", orderNumber: "123", productName: "", requestType: "kapot", description: "" });
    expect(answer.status).toBe(422);
    expect(fieldsOf(answer).sort()).toEqual(["description", "emailAddress", "name", "orderNumber", "phoneNumber", "productName", "requestType"]);
    expect(answer.json.data.find((error: { field: string }) => error.field === "orderNumber").errorMessage).toContain("8 cijfers");
  });

  it("a question (plain HTML form, no JavaScript) is stored and answered with a 303 to the contact page", async () => {
    const form = await formId();
    const body = new URLSearchParams(contactQuestion(form) as Record<string, string>).toString();
    const answer = await call(FORMS.POST, "/api/form-data/", {}, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", [CLIENT_ADDRESS_HEADER]: fromNewVisitor() }, body });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/klantenservice/contact/?verzonden=contact");
    expect(await database.db.select().from(formData).where(eq(formData.formId, form))).toHaveLength(1);
  });

  it("an application is for a vacancy open now, needs its CV as a PDF, and takes it", async () => {
    await seedVacancies(database.db, new Date());
    const all = await database.db.select({ vacancyId: vacancies.vacancyId }).from(vacancies);
    const open = await listOpenVacancies(database.db, new Date());
    const closed = all.find((row) => !open.some((vacancy) => vacancy.vacancyId === row.vacancyId));
    expect(open.length).toBeGreaterThan(0);
    expect(closed).toBeDefined();
    const form = await formId();
    const application = { formId: form, kind: "application", vacancyId: String(open[0]!.vacancyId), name: "Sanne", emailAddress: "sanne@voorbeeld.nl", phoneNumber: "0612345678", motivation: "Ik repareer graag." };
    for (const vacancyId of [String(closed!.vacancyId), "99999"]) {
      const refused = await submit({ ...application, vacancyId });
      expect(refused.status).toBe(422);
      expect(fieldsOf(refused)).toEqual(["vacancyId"]);
    }
    const withoutCv = await submit(application);
    expect(withoutCv.status).toBe(422);
    expect(fieldsOf(withoutCv)).toEqual(["uploads"]);
    await upload(form, { name: "cv.pdf", type: "application/pdf", bytes: PDF });
    const sent = await submit(application);
    expect(sent.status, sent.text).toBe(201);
    const [row] = await database.db.select().from(formData).where(eq(formData.formId, form));
    expect(row!.fields).toMatchObject({ vacancyId: open[0]!.vacancyId, vacancyTitle: open[0]!.title });
  });

  it("a mail that fails stays in the outbox and the forms job sends it later, once", async () => {
    const failing = { kind: "file" as const, send: async () => Promise.reject(new Error("mail server weg")), close: () => undefined };
    setMailSender(failing);
    const answer = await submit(contactQuestion(await formId()));
    expect(answer.status).toBe(201);
    const id = answer.json.data.formDataId as number;
    const [waiting] = await database.db.select().from(formData).where(eq(formData.formDataId, id));
    expect(waiting!.customerMailSentAt).toBeNull();
    mail.restore();
    mail = captureMail();
    await runJobCategory(database.db, "forms", new Date());
    await runJobCategory(database.db, "forms", new Date());
    expect(mail.sent.filter((message) => message.subject.includes(`(nr. ${id})`))).toHaveLength(1);
    const [sent] = await database.db.select().from(formData).where(eq(formData.formDataId, id));
    expect(sent!.customerMailSentAt).not.toBeNull();
  });

  it("the forms job removes an unsent form's uploads after a day (row and file), and keeps a sent form's", async () => {
    const unsent = await formId();
    const kept = (await upload(unsent, { name: "vergeten.png", type: "image/png", bytes: PNG })).json.data.uploadId as string;
    const sentForm = await formId();
    await upload(sentForm, { name: "verstuurd.png", type: "image/png", bytes: PNG });
    expect((await submit(serviceRequest(sentForm))).status).toBe(201);
    const now = new Date();
    await runJobCategory(database.db, "forms", new Date(now.getTime() + UNSENT_UPLOAD_LIFETIME_MS - 60_000));
    expect(await uploadRows(unsent)).toHaveLength(1);
    await runJobCategory(database.db, "forms", new Date(now.getTime() + UNSENT_UPLOAD_LIFETIME_MS + 60_000));
    expect(await uploadRows(unsent)).toEqual([]);
    expect(await storedFiles()).not.toContain(kept);
    expect(await uploadRows(sentForm)).toHaveLength(1);
  });

  it(`the rate limits: the ${FORM_DATA.limit + 1}th form and the ${FORM_UPLOADS.limit + 1}th upload from one address within the hour are 429`, async () => {
    const address = "198.51.100.23";
    for (let index = 0; index < FORM_DATA.limit; index += 1) expect((await submit(contactQuestion(await formId()), address)).status).toBe(201);
    const refused = await submit(contactQuestion(await formId()), address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const uploader = "198.51.100.24";
    for (let index = 0; index < FORM_UPLOADS.limit; index += 1) await upload(await formId(), { name: "x.png", type: "image/png", bytes: PNG }, uploader);
    expect((await upload(await formId(), { name: "x.png", type: "image/png", bytes: PNG }, uploader)).status).toBe(429);
  });

  it("an unknown filter of the staff's list is 422", async () => {
    const wrong = await call(FORMS.GET, "/api/form-data/?status=weg", {}, { headers: { cookie: staffCookie } });
    expect(wrong.status).toBe(422);
  });
});
