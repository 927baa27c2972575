import { describe, expect, it } from "vitest";

import { createDataProvider, type Fetcher } from "./data-provider";
import { ApiFailure, failureFrom, listQuery, listResult, recordUrl, withId, writeBody } from "./rest-mapping";

/** A fetch that records each call and answers from a table. */
function fakeApi(answers: Record<string, { status?: number; body: unknown }>) {
  const calls: { url: string; method: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetcher: Fetcher = async (url, init) => {
    calls.push({ url, method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : undefined, headers: (init?.headers ?? {}) as Record<string, string> });
    const answer = answers[`${init?.method ?? "GET"} ${url}`];
    if (!answer) return new Response(JSON.stringify({ failed: true, message: "Not Found", data: [] }), { status: 404 });
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), { status: answer.status ?? 200 });
  };
  return { calls, fetcher };
}

describe("the back office's data provider: react-admin's calls on the shop's REST API", () => {
  it("a list asks page (1-based), pageSize, sort, order in lower case and every filter with a value", () => {
    const query = listQuery("orders", {
      pagination: { page: 2, perPage: 25 },
      sort: { field: "placedAt", order: "DESC" },
      filter: { q: " 1012 AB ", paymentStatus: "paid", fulfilmentStatus: "", channel: null, deliveryDay: "2026-11-27" },
    });
    expect(Object.fromEntries(query)).toEqual({ q: "1012 AB", paymentStatus: "paid", deliveryDay: "2026-11-27", page: "2", pageSize: "25", sort: "placedAt", order: "desc" });
  });

  it("a page never asks more than the API's 100 rows, and react-admin's id column sorts by the order number", () => {
    const query = listQuery("orders", { pagination: { page: 0, perPage: 500 }, sort: { field: "id", order: "ASC" } });
    expect(query.get("page")).toBe("1");
    expect(query.get("pageSize")).toBe("100");
    expect(query.get("sort")).toBe("orderRef");
    expect(query.get("order")).toBe("asc");
  });

  it("orders are identified by their orderRef, which becomes react-admin's id", async () => {
    const { fetcher, calls } = fakeApi({
      "GET /api/orders/?page=1&pageSize=10&sort=placedAt&order=desc": { body: { data: { items: [{ orderRef: "ST-100023", customerName: "Jan" }], total: 31 } } },
      "GET /api/orders/ST-100023/": { body: { data: { orderRef: "ST-100023", backOffice: { allowedFulfilment: [] } } } },
    });
    const provider = createDataProvider(fetcher);
    const list = await provider.getList("orders", { pagination: { page: 1, perPage: 10 }, sort: { field: "placedAt", order: "DESC" }, filter: {} });
    expect(list).toEqual({ data: [{ id: "ST-100023", orderRef: "ST-100023", customerName: "Jan" }], total: 31 });
    const one = await provider.getOne("orders", { id: "ST-100023" });
    expect(one.data.id).toBe("ST-100023");
    expect(calls.map((call) => call.url)).toEqual(["/api/orders/?page=1&pageSize=10&sort=placedAt&order=desc", "/api/orders/ST-100023/"]);
  });

  it("the delivery tables answer every row at once: sorted, searched and paged in the browser", () => {
    const rows = [
      { specialDateId: 1, date: "2026-12-25", country: null, name: "Eerste Kerstdag" },
      { specialDateId: 2, date: "2026-12-26", country: null, name: "Tweede Kerstdag" },
      { specialDateId: 3, date: "2026-11-11", country: "BE", name: "Wapenstilstand" },
    ];
    const result = listResult("special-dates", rows, { pagination: { page: 1, perPage: 2 }, sort: { field: "date", order: "ASC" }, filter: {} });
    expect(result.total).toBe(3);
    expect(result.data.map((row) => row.id)).toEqual([3, 1]);
    expect(listResult("special-dates", rows, { filter: { q: "kerst" } }).total).toBe(2);
    expect(listQuery("special-dates", { pagination: { page: 1, perPage: 2 }, filter: { country: "BE" } }).toString()).toBe("country=BE");
  });

  it("a change sends its fields without the id, which is in the address; ids are encoded in the path", async () => {
    expect(writeBody("special-dates", { id: 4, specialDateId: 4, date: "2026-12-31", country: "NL", name: "Oudjaar" })).toEqual({ date: "2026-12-31", country: "NL", name: "Oudjaar" });
    // Front content (issue 23): only the draft (and a new block's key) is written; state and published version are the server's.
    expect(writeBody("banners", { id: 1, draft: { title: "x" }, published: null, state: "concept", hasUnpublishedChanges: true })).toEqual({ draft: { title: "x" } });
    expect(writeBody("blocks", { id: 2, key: "home.hero", draft: { kind: "hero" }, updatedAt: "2026-11-26T10:00:00Z" })).toEqual({ key: "home.hero", draft: { kind: "hero" } });
    expect(recordUrl("orders", "ST/1")).toBe("/api/orders/ST%2F1/");
    const { fetcher, calls } = fakeApi({ "PUT /api/special-dates/4/": { body: { data: { specialDateId: 4, date: "2026-12-31", country: "NL", name: "Oudjaar" } } } });
    const updated = await createDataProvider(fetcher).update("special-dates", { id: 4, data: { id: 4, specialDateId: 4, date: "2026-12-31", country: "NL", name: "Oudjaar" }, previousData: { id: 4 } });
    expect(updated.data).toMatchObject({ id: 4, name: "Oudjaar" });
    expect(calls[0]).toMatchObject({ method: "PUT", body: { date: "2026-12-31", country: "NL", name: "Oudjaar" } });
  });

  it("a refusal's field errors land on the form's fields and its message in the notification", () => {
    const failure = failureFrom(422, {
      failed: true,
      message: "Controleer de gegevens",
      data: [
        { field: "emailAddress", errorMessage: "Vul een geldig e-mailadres in" },
        { field: "items.0.qty", errorMessage: "Er zijn er nog 2" },
      ],
    });
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure.status).toBe(422);
    expect(failure.message).toBe("Controleer de gegevens");
    expect(failure.body.errors).toEqual({ emailAddress: "Vul een geldig e-mailadres in", "items.0.qty": "Er zijn er nog 2" });
  });

  it("a 422 whose message is only the status text says what its first field says", () => {
    expect(failureFrom(422, { failed: true, message: "Unprocessable Content", data: [{ field: "amount", errorMessage: "Hoogstens € 12,50" }] }).message).toBe("Hoogstens € 12,50");
  });

  it("a refused change (409) shows the API's own reason; an answer without the failure shape gets Dutch words", () => {
    expect(failureFrom(409, { failed: true, message: "Een geannuleerde bestelling kan niet meer onderweg gaan.", data: [] }).message).toBe("Een geannuleerde bestelling kan niet meer onderweg gaan.");
    expect(failureFrom(403, "<html>").message).toBe("Dit mag alleen een beheerder.");
    expect(failureFrom(502, null).message).toBe("De server gaf een fout (502). Probeer het opnieuw.");
  });

  it("a refusal from the API rejects the provider's promise with status and field errors", async () => {
    const { fetcher } = fakeApi({ "POST /api/special-dates/": { status: 403, body: { failed: true, message: "Alleen een beheerder mag dit.", data: [] } } });
    await expect(createDataProvider(fetcher).create("special-dates", { data: { date: "2026-12-31", country: null, name: "Oudjaar" } })).rejects.toMatchObject({ status: 403, message: "Alleen een beheerder mag dit." });
  });

  it("a refund carries its Idempotency-Key; the order's actions go to the contract's addresses", async () => {
    const { fetcher, calls } = fakeApi({
      "POST /api/orders/ST-1/refunds/": { status: 201, body: { data: { refundId: 7, amount: 12.5, status: "pending" } } },
      "POST /api/orders/ST-1/fulfilment/": { body: { data: { orderRef: "ST-1" } } },
      "POST /api/orders/ST-1/payment-status/": { body: { data: { orderRef: "ST-1" } } },
      "POST /api/orders/ST-1/notes/": { status: 201, body: { data: { noteId: 1 } } },
      "POST /api/orders/ST-1/invoice/": { status: 201, body: { data: { invoiceNumber: "2026-0001" } } },
    });
    const provider = createDataProvider(fetcher);
    await provider.refund("ST-1", { amount: 12.5, reason: "Deuk" }, "key-1");
    await provider.changeFulfilment("ST-1", { status: "outForDelivery", deliveryWindow: "13:00-17:00" });
    await provider.recordPayment("ST-1", { status: "paid" });
    await provider.addNote("ST-1", "Klant belt terug");
    await provider.issueInvoice("ST-1");
    expect(calls.map(({ method, url, body }) => [method, url, body])).toEqual([
      ["POST", "/api/orders/ST-1/refunds/", { amount: 12.5, reason: "Deuk" }],
      ["POST", "/api/orders/ST-1/fulfilment/", { status: "outForDelivery", deliveryWindow: "13:00-17:00" }],
      ["POST", "/api/orders/ST-1/payment-status/", { status: "paid" }],
      ["POST", "/api/orders/ST-1/notes/", { text: "Klant belt terug" }],
      ["POST", "/api/orders/ST-1/invoice/", undefined],
    ]);
    expect(calls[0]!.headers["idempotency-key"]).toBe("key-1");
  });

  it("a phone order is posted to /api/orders/non-web/ and is then known by its orderRef", async () => {
    const { fetcher, calls } = fakeApi({ "POST /api/orders/non-web/": { status: 201, body: { data: { orderRef: "ST-100100" } } } });
    const created = await createDataProvider(fetcher).create("non-web", { data: { channel: "phone", items: [{ productId: 3, qty: 1 }] } });
    expect(created.data.id).toBe("ST-100100");
    expect(calls[0]).toMatchObject({ method: "POST", url: "/api/orders/non-web/" });
  });

  it("a record without its id field is an error, not a row without an address", () => {
    expect(() => withId("orders", { customerName: "Jan" })).toThrow(/orderRef/);
  });
});
