/**
 * react-admin's dataProvider over the shop's REST API, with the browser's
 * staff cookie (same origin). The mapping itself is rest-mapping.ts; this file
 * only sends the requests. The order's actions (fulfilment, payment, refund,
 * notes, invoice) and the dashboard's counts are methods of their own, called
 * through `useDataProvider()`, so that react-admin's error handling (a 401
 * signs out) covers them too.
 */
import type { DataProvider } from "react-admin";

import type { BackOfficeOrder, ProductHit, SpecialDate, DeliveryRule, SystemTask, WorkCounts } from "./types";
import { type ApiRecord, dataOf, failureFrom, type ListParams, listResult, listUrl, readUrl, recordUrl, resourceOf, RESOURCES, type ResourceName, withId, writeBody } from "./rest-mapping";

export type Fetcher = (input: string, init?: RequestInit) => Promise<Response>;

interface CallOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  headers?: Record<string, string>;
}

/** Sends one call and answers its `data`; a refusal throws the ApiFailure react-admin understands. */
export async function callApi(fetcher: Fetcher, url: string, { method = "GET", body, headers = {} }: CallOptions = {}): Promise<unknown> {
  // A file (an uploaded photo) goes as it is, with its own type; anything else as JSON.
  const file = typeof Blob !== "undefined" && body instanceof Blob ? body : null;
  const contentType: Record<string, string> = body === undefined ? {} : { "content-type": file ? file.type || "application/octet-stream" : "application/json" };
  const response = await fetcher(url, {
    method,
    credentials: "same-origin",
    cache: "no-store",
    headers: { accept: "application/json", ...contentType, ...headers },
    body: body === undefined ? undefined : (file ?? JSON.stringify(body)),
  });
  if (response.status === 204) return null;
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!response.ok) throw failureFrom(response.status, parsed);
  return dataOf(parsed);
}

function name(resource: string): ResourceName {
  resourceOf(resource);
  return resource as ResourceName;
}

export interface OrderActions {
  /** `GET /api/orders/work/`: the day's work at a glance. */
  workCounts(): Promise<WorkCounts>;
  /** `GET /api/system-health/tasks/`. */
  systemTasks(): Promise<SystemTask[]>;
  /** `POST /api/system-health/tasks/{category}/resume/`. */
  resumeTask(category: string): Promise<unknown>;
  /** `POST /api/orders/{orderRef}/fulfilment/`. */
  changeFulfilment(orderRef: string, body: { status: string; note?: string; deliveryWindow?: string }): Promise<BackOfficeOrder>;
  /** `POST /api/orders/{orderRef}/payment-status/`: a pin or transfer payment received. */
  recordPayment(orderRef: string, body: { status: "paid"; note?: string }): Promise<BackOfficeOrder>;
  /** `POST /api/orders/{orderRef}/refunds/` with an Idempotency-Key: one refund however often it is sent. */
  refund(orderRef: string, body: { amount: number; reason?: string }, idempotencyKey: string): Promise<{ refundId: unknown; amount: number; status: string }>;
  /** `POST /api/orders/{orderRef}/notes/`. */
  addNote(orderRef: string, text: string): Promise<unknown>;
  /** `POST /api/orders/{orderRef}/invoice/`: issue the invoice now. */
  issueInvoice(orderRef: string): Promise<unknown>;
  /** `POST /api/orders/{orderRef}/link-revocation/`: the customer's old links stop working and a new one is mailed. */
  revokeOrderLink(orderRef: string): Promise<unknown>;
  /** `GET /api/products/?q=`: the phone order's product search. */
  searchProducts(q: string): Promise<ProductHit[]>;
  /** The delivery calendar's data for the phone order's days. */
  deliveryData(): Promise<{ specialDates: SpecialDate[]; rules: DeliveryRule[] }>;
}

/** The address of an order's own sub-resource: `/api/orders/{orderRef}/{part}/`. */
export function orderPartUrl(orderRef: string, part: "fulfilment" | "payment-status" | "refunds" | "notes" | "invoice" | "link-revocation"): string {
  return `${recordUrl("orders", orderRef)}${part}/`;
}

/** The address of a quote's own sub-resource: `/api/quotes/{quoteId}/{part}/`. */
export function quotePartUrl(quoteId: string, part: "offer" | "send" | "status" | "items" | "link-revocation"): string {
  return `${recordUrl("quotes", quoteId)}${part}/`;
}

/** Issue 23: a page's own sub-resource: `/api/pages/{pageId}/{part}/`. */
export function pagePartUrl(pageId: string | number, part: "versions" | "publish" | "unpublish"): string {
  return `${recordUrl("pages", pageId)}${part}/`;
}

/** Issue 23: publish and unpublish a page. */
export interface PageActions {
  pageAction(pageId: string | number, action: "publish" | "unpublish"): Promise<Record<string, unknown>>;
}

/** Issue 22: the quote screen's own calls (quotes/quote-api.ts builds them). */
export interface QuoteActions {
  quoteCall(url: string, method: "GET" | "POST" | "PUT", body?: unknown): Promise<unknown>;
}

/** Issue 23: a campaign's test mail and its send (POST /api/newsletters/{newsletterId}/ with an action). */
export interface NewsletterActions {
  newsletterAction(newsletterId: number, body: { action: "sendTest"; emailAddress: string } | { action: "send" }): Promise<unknown>;
}

/** Issue 23: content with a draft and a published version. */
export interface PublicationActions {
  /** `PATCH {resource}/{id}/` with `{ action }`: the draft goes live, or the content leaves the site. */
  setPublication(resource: string, id: string | number, action: "publish" | "unpublish"): Promise<{ data: ApiRecord }>;
}

/** react-admin's dataProvider with the back office's own calls beside its standard ones. */
export type BackOfficeDataProvider = DataProvider & OrderActions & QuoteActions & PublicationActions & NewsletterActions & PageActions;

export function createDataProvider(fetcher: Fetcher = (input, init) => fetch(input, init)): BackOfficeDataProvider {
  const getOne = async (resource: string, { id }: { id: string | number }) => {
    const resourceName = name(resource);
    // A phone order, once made, is an order like any other.
    const readAs = resourceName === "non-web" ? "orders" : resourceName;
    // A quote as staff handle it: its own staff route (the customer's is /api/quotes/{quoteId}/).
    // A page with both its versions: the public route answers the published one only (vacancies and support: `?view=admin`).
    const url = readAs === "quotes" ? quotePartUrl(String(id), "offer") : readAs === "pages" ? pagePartUrl(id, "versions") : readUrl(readAs, id);
    return { data: withId(readAs, (await callApi(fetcher, url)) as Record<string, unknown>) };
  };

  const actions: OrderActions = {
    workCounts: async () => (await callApi(fetcher, "/api/orders/work/")) as WorkCounts,
    systemTasks: async () => (await callApi(fetcher, "/api/system-health/tasks/")) as SystemTask[],
    resumeTask: (category) => callApi(fetcher, `/api/system-health/tasks/${encodeURIComponent(category)}/resume/`, { method: "POST" }),
    changeFulfilment: async (orderRef, body) => (await callApi(fetcher, orderPartUrl(orderRef, "fulfilment"), { method: "POST", body })) as BackOfficeOrder,
    recordPayment: async (orderRef, body) => (await callApi(fetcher, orderPartUrl(orderRef, "payment-status"), { method: "POST", body })) as BackOfficeOrder,
    refund: async (orderRef, body, idempotencyKey) =>
      (await callApi(fetcher, orderPartUrl(orderRef, "refunds"), { method: "POST", body, headers: { "idempotency-key": idempotencyKey } })) as { refundId: unknown; amount: number; status: string },
    addNote: (orderRef, text) => callApi(fetcher, orderPartUrl(orderRef, "notes"), { method: "POST", body: { text } }),
    issueInvoice: (orderRef) => callApi(fetcher, orderPartUrl(orderRef, "invoice"), { method: "POST" }),
    revokeOrderLink: (orderRef) => callApi(fetcher, orderPartUrl(orderRef, "link-revocation"), { method: "POST" }),
    searchProducts: async (q) => {
      const answer = (await callApi(fetcher, `/api/products/?${new URLSearchParams({ q, pageSize: "10" })}`)) as { items: ProductHit[] };
      return answer.items;
    },
    deliveryData: async () => {
      const [specialDates, rules] = await Promise.all([callApi(fetcher, RESOURCES["special-dates"].path), callApi(fetcher, RESOURCES["delivery-rules"].path)]);
      return { specialDates: specialDates as SpecialDate[], rules: rules as DeliveryRule[] };
    },
  };

  const provider = {
    async getList(resource: string, params: ListParams) {
      const resourceName = name(resource);
      return listResult(resourceName, await callApi(fetcher, listUrl(resourceName, params)), params);
    },
    getOne,
    async getMany(resource: string, { ids }: { ids: (string | number)[] }) {
      return { data: (await Promise.all(ids.map((id) => getOne(resource, { id })))).map((answer) => answer.data) };
    },
    async getManyReference(resource: string, params: ListParams & { target: string; id: string | number }) {
      const resourceName = name(resource);
      const withTarget = { ...params, filter: { ...params.filter, [params.target]: params.id } };
      return listResult(resourceName, await callApi(fetcher, listUrl(resourceName, withTarget)), withTarget);
    },
    async create(resource: string, { data }: { data: Record<string, unknown> }) {
      const resourceName = name(resource);
      const created = (await callApi(fetcher, RESOURCES[resourceName].path, { method: "POST", body: writeBody(resourceName, data) })) as Record<string, unknown>;
      return { data: withId(resourceName, created) };
    },
    async update(resource: string, { id, data }: { id: string | number; data: Record<string, unknown> }) {
      const resourceName = name(resource);
      const updated = (await callApi(fetcher, recordUrl(resourceName, id), { method: "PUT", body: writeBody(resourceName, data) })) as Record<string, unknown>;
      return { data: withId(resourceName, updated) };
    },
    async updateMany(resource: string, { ids, data }: { ids: (string | number)[]; data: Record<string, unknown> }) {
      const resourceName = name(resource);
      await Promise.all(ids.map((id) => callApi(fetcher, recordUrl(resourceName, id), { method: "PUT", body: writeBody(resourceName, data) })));
      return { data: ids };
    },
    async delete(resource: string, { id, previousData }: { id: string | number; previousData?: Record<string, unknown> }) {
      const resourceName = name(resource);
      await callApi(fetcher, recordUrl(resourceName, id), { method: "DELETE" });
      return { data: (previousData ?? { id }) as ApiRecord };
    },
    async deleteMany(resource: string, { ids }: { ids: (string | number)[] }) {
      const resourceName = name(resource);
      for (const id of ids) await callApi(fetcher, recordUrl(resourceName, id), { method: "DELETE" });
      return { data: ids };
    },
    ...actions,
    quoteCall: (url: string, method: "GET" | "POST" | "PUT", body?: unknown) => callApi(fetcher, url, { method, body }),
    async setPublication(resource: string, id: string | number, action: "publish" | "unpublish") {
      const resourceName = name(resource);
      return { data: withId(resourceName, (await callApi(fetcher, recordUrl(resourceName, id), { method: "PATCH", body: { action } })) as Record<string, unknown>) };
    },
    newsletterAction: (newsletterId: number, body: unknown) => callApi(fetcher, recordUrl("newsletters", newsletterId), { method: "POST", body }),
    pageAction: async (pageId: string | number, action: "publish" | "unpublish") => withId("pages", (await callApi(fetcher, pagePartUrl(pageId, action), { method: "POST" })) as Record<string, unknown>),
  };
  // The standard methods answer records with their `id`; react-admin's generic record types cannot see that.
  return provider as unknown as BackOfficeDataProvider;
}
