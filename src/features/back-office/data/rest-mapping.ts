/**
 * How react-admin's calls map onto the shop's REST API (decisions §6, the
 * issue 20 contract), as pure functions: the query of a list, the `id` every
 * record needs, the list answers (`{ data: { items, total } }`, or a plain
 * array for the small delivery tables), and a failure
 * (`{ failed, message, data: [{ field, errorMessage }] }`) turned into the
 * error react-admin understands: `body.errors` puts each field's message on
 * its form field, `message` goes into the notification.
 */

/** The back office's resources: where each lives in the API and which field is its id. */
export const RESOURCES = {
  /** Orders are known by their order number (`orderRef`), also in the back office's addresses. */
  orders: { path: "/api/orders/", idField: "orderRef", paged: true },
  /** Orders taken by phone or in the shop: created here, then shown as an order. */
  "non-web": { path: "/api/orders/non-web/", idField: "orderRef", paged: false },
  "special-dates": { path: "/api/special-dates/", idField: "specialDateId", paged: false },
  "delivery-rules": { path: "/api/delivery-rules/", idField: "deliveryRuleId", paged: false },
  // Issue 21, part A (products).
  products: { path: "/api/catalogue/products/", idField: "productId", paged: true },
  combinations: { path: "/api/catalogue/combinations/", idField: "combinationId", paged: true },
  // Issue 21, part B: the stock list (read here; a change goes to /api/catalogue/products/{productId}/stock/).
  stock: { path: "/api/catalogue/stock/", idField: "productId", paged: true },
  // Issue 22: quotes (the staff's screen reads `/api/quotes/{quoteId}/offer/`).
  quotes: { path: "/api/quotes/", idField: "quoteId", paged: true },
  // Issue 23: reviews for moderation (a decision is the record's PUT).
  reviews: { path: "/api/ratings/moderation/", idField: "ratingId", paged: true },
  // Issue 23: the inbox of sent forms (a status change is a PUT of the record).
  "form-data": { path: "/api/form-data/", idField: "formDataId", paged: true },
  // Issue 23, point 5: newsletter campaigns (admins).
  newsletters: { path: "/api/newsletters/", idField: "newsletterId", paged: true },
  // Issue 23: the shop's pages (the record with both versions is `/api/pages/{pageId}/versions/`).
  pages: { path: "/api/pages/", idField: "pageId", paged: false },
  // Issue 23: content with a draft and a published version, read with ?view=admin; a form edits the draft.
  vacancies: { path: "/api/vacancies/", idField: "vacancyId", paged: false, adminView: true, draftBody: "whole" },
  support: { path: "/api/support/", idField: "supportId", paged: false, adminView: true, draftBody: "keyAndVersion" },
  // Issue 23: front content. A write sends only the draft (and a new block's key); state and published version are the server's.
  banners: { path: "/api/content/banners/", idField: "id", paged: false, writeFields: ["draft"] },
  blocks: { path: "/api/content/blocks/", idField: "id", paged: false, writeFields: ["key", "draft"] },
  messages: { path: "/api/content/messages/", idField: "id", paged: false, writeFields: ["draft"] },
} as const satisfies Record<string, ResourceDefinition>;

interface ResourceDefinition {
  path: string;
  idField: string;
  paged: boolean;
  /** Issue 23: read with `?view=admin` (both versions; admins only). */
  adminView?: boolean;
  /** Issue 23: what a form's write sends: the draft itself (`whole`), or `{ key, version: draft }`. */
  draftBody?: "whole" | "keyAndVersion";
  /** Issue 23: the only fields a form's write sends (front content: the draft, a new block's key). */
  writeFields?: readonly string[];
}

function definitionOf(resource: ResourceName): ResourceDefinition {
  return RESOURCES[resource];
}

export type ResourceName = keyof typeof RESOURCES;

export function isResourceName(value: string): value is ResourceName {
  return Object.hasOwn(RESOURCES, value);
}

export function resourceOf(name: string): (typeof RESOURCES)[ResourceName] {
  if (!isResourceName(name)) throw new Error(`Onbekende bron in de backoffice: ${name}`);
  return RESOURCES[name];
}

/** The API's largest page (contract: pageSize ≤ 100). */
export const MAX_PAGE_SIZE = 100;

export interface ListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: "ASC" | "DESC" | string };
  filter?: Record<string, unknown>;
}

export type ApiRecord = Record<string, unknown> & { id: string | number };

/** A record as react-admin needs it: its own id under `id` as well. */
export function withId(resource: ResourceName, record: Record<string, unknown>): ApiRecord {
  const id = record[RESOURCES[resource].idField];
  if (typeof id !== "string" && typeof id !== "number") throw new Error(`Antwoord zonder ${RESOURCES[resource].idField}`);
  return { ...record, id };
}

/** A filter value worth sending: empty text, null and an empty list say "no filter". */
function filterValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "string") return value.trim() === "" ? null : value.trim();
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return null;
}

/**
 * The query string of a list: `page` (1-based), `pageSize` (at most 100),
 * `sort` and `order` (lower case), and every filter with a value. react-admin's
 * own `id` column sorts by the record's id field.
 */
export function listQuery(resource: ResourceName, params: ListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (definitionOf(resource).adminView) query.set("view", "admin");
  for (const [name, value] of Object.entries(params.filter ?? {})) {
    const text = filterValue(value);
    if (text !== null) query.set(name, text);
  }
  if (!RESOURCES[resource].paged) return query;
  if (params.pagination) {
    query.set("page", String(Math.max(1, params.pagination.page)));
    query.set("pageSize", String(Math.min(MAX_PAGE_SIZE, Math.max(1, params.pagination.perPage))));
  }
  if (params.sort?.field) {
    query.set("sort", params.sort.field === "id" ? RESOURCES[resource].idField : params.sort.field);
    query.set("order", String(params.sort.order).toUpperCase() === "ASC" ? "asc" : "desc");
  }
  return query;
}

/** The address of a list, with its query. */
export function listUrl(resource: ResourceName, params: ListParams): string {
  const query = listQuery(resource, params).toString();
  return query ? `${RESOURCES[resource].path}?${query}` : RESOURCES[resource].path;
}

/** The address of one record; ids are encoded, and every path ends in a slash. */
export function recordUrl(resource: ResourceName, id: string | number): string {
  return `${RESOURCES[resource].path}${encodeURIComponent(String(id))}/`;
}

/** The address a record is read from: with `?view=admin` for content with versions. */
export function readUrl(resource: ResourceName, id: string | number): string {
  return definitionOf(resource).adminView ? `${recordUrl(resource, id)}?view=admin` : recordUrl(resource, id);
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a ?? "").localeCompare(String(b ?? ""), "nl");
}

/**
 * A list answer as react-admin's `{ data, total }`. The paged API answers
 * `{ items, total }`; the delivery tables answer every row as an array, so
 * they are sorted, filtered and paged here.
 */
export function listResult(resource: ResourceName, answer: unknown, params: ListParams): { data: ApiRecord[]; total: number } {
  if (!Array.isArray(answer)) {
    const page = answer as { items?: unknown; total?: unknown } | null;
    if (!page || !Array.isArray(page.items) || typeof page.total !== "number") throw new Error("Onverwacht antwoord van de lijst");
    return { data: page.items.map((item) => withId(resource, item as Record<string, unknown>)), total: page.total };
  }
  let rows = answer.map((item) => withId(resource, item as Record<string, unknown>));
  const { q } = params.filter ?? {};
  if (typeof q === "string" && q.trim() !== "") {
    const needle = q.trim().toLocaleLowerCase("nl");
    rows = rows.filter((row) => Object.values(row).some((value) => String(value ?? "").toLocaleLowerCase("nl").includes(needle)));
  }
  if (params.sort?.field) {
    const field = params.sort.field;
    const direction = String(params.sort.order).toUpperCase() === "DESC" ? -1 : 1;
    rows = [...rows].sort((a, b) => direction * compare(a[field], b[field]));
  }
  const total = rows.length;
  if (params.pagination) {
    const start = (params.pagination.page - 1) * params.pagination.perPage;
    rows = rows.slice(start, start + params.pagination.perPage);
  }
  return { data: rows, total };
}

/** What a form sends for a change: without react-admin's `id` and the record's own id field, which live in the address. */
export function writeBody(resource: ResourceName, data: Record<string, unknown>): Record<string, unknown> {
  // Content with versions: the form edits `draft`; the rest of the record (published, flags) is the server's.
  const draftBody = definitionOf(resource).draftBody;
  if (draftBody === "whole") return (data.draft ?? {}) as Record<string, unknown>;
  if (draftBody === "keyAndVersion") return { key: data.key, version: data.draft ?? {} };
  const body: Record<string, unknown> = {};
  const only = definitionOf(resource).writeFields;
  for (const [name, value] of Object.entries(data)) {
    if (name === "id" || name === RESOURCES[resource].idField) continue;
    if (only && !only.includes(name)) continue;
    body[name] = value;
  }
  return body;
}

/** The shop's failure answer (decisions §6). */
export interface FailureAnswer {
  failed: true;
  message: string;
  data: { field?: string; errorMessage: string }[];
}

function isFailureAnswer(body: unknown): body is FailureAnswer {
  return typeof body === "object" && body !== null && (body as { failed?: unknown }).failed === true && typeof (body as { message?: unknown }).message === "string";
}

/**
 * A refused call, shaped as react-admin's `HttpError` (`message`, `status`,
 * `body.errors`): react-admin puts `body.errors` on the form's fields (a
 * dotted name such as `items.0.qty` reaches the nested field) and shows the
 * message. Its own class, so these pure functions need no react-admin.
 */
export class ApiFailure extends Error {
  readonly status: number;
  readonly body: { errors: Record<string, string>; message: string; fields: { field: string; errorMessage: string }[] };

  constructor(message: string, status: number, fields: { field: string; errorMessage: string }[]) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    const errors: Record<string, string> = {};
    for (const { field, errorMessage } of fields) {
      if (field && !Object.hasOwn(errors, field)) errors[field] = errorMessage;
    }
    this.body = { errors, message, fields };
  }
}

/** The words for a failure that brought no readable answer (a proxy's error page, a dropped connection). */
export const FALLBACK_FAILURE_MESSAGES: Record<number, string> = {
  401: "Je sessie is verlopen. Log opnieuw in.",
  403: "Dit mag alleen een beheerder.",
  404: "Niet gevonden.",
  409: "Deze wijziging kan nu niet.",
  413: "Dat is te veel tekst.",
  422: "Controleer de invoer.",
  429: "Te veel pogingen. Probeer het zo opnieuw.",
};

/** The error for a refused answer: the API's own message and fields when it sent them. */
export function failureFrom(status: number, body: unknown): ApiFailure {
  if (isFailureAnswer(body)) {
    const fields = Array.isArray(body.data)
      ? body.data.filter((entry) => typeof entry?.errorMessage === "string").map((entry) => ({ field: typeof entry.field === "string" ? entry.field : "", errorMessage: entry.errorMessage }))
      : [];
    // A 422 naming fields says more in its first field's words than in "Unprocessable Content".
    const named = fields.find((entry) => entry.errorMessage);
    const message = status === 422 && named && /^unprocessable/i.test(body.message) ? named.errorMessage : body.message;
    return new ApiFailure(message, status, fields);
  }
  return new ApiFailure(FALLBACK_FAILURE_MESSAGES[status] ?? `De server gaf een fout (${status}). Probeer het opnieuw.`, status, []);
}

/** The `data` of a success answer (`{ data }`), or the body itself when it has none (never for the shop's JSON). */
export function dataOf(body: unknown): unknown {
  return typeof body === "object" && body !== null && "data" in body ? (body as { data: unknown }).data : body;
}
