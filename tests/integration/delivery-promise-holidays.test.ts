import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { loadTimeSensitive } from "@/server/catalogue/get-time-sensitive";
import { loadSummariesByIds } from "@/server/catalogue/product-summaries";
import { specialDates } from "@/server/db/schema";

import { createSeededDatabase } from "../support/api";
import { buyableProducts } from "../support/session";
import { type TestDatabase, testDriver } from "../support/test-database";

describe(`the delivery promise beside the price skips closed days, on ${testDriver()}`, () => {
  let database: TestDatabase;
  let productId: number;
  // Thursday 24 December 2026, 10:00 in Amsterdam: tomorrow and the day after are Christmas.
  const christmasEve = new Date("2026-12-24T09:00:00Z");

  beforeAll(async () => {
    database = await createSeededDatabase(80);
    productId = (await buyableProducts(database.db, 1))[0]!.productId;
    await database.db.insert(specialDates).values([
      { date: "2026-12-25", country: "NL", name: "Eerste Kerstdag" },
      { date: "2026-12-26", country: null, name: "Tweede Kerstdag" },
    ]);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("ordered on Christmas Eve, an appliance in stock is promised for Monday 28 December, not 'Morgen in huis'", async () => {
    const product = await loadTimeSensitive(database.db, productId, christmasEve);
    expect(product?.delivery).toMatchObject({ kind: "date", date: "2026-12-28" });
    expect(product?.delivery.label).not.toBe("Morgen in huis");
    const [card] = await loadSummariesByIds(database.db, [productId], christmasEve);
    expect(card?.delivery).toMatchObject({ kind: "date", date: "2026-12-28" });
  });

  it("on an ordinary day it is still 'Morgen in huis'", async () => {
    const product = await loadTimeSensitive(database.db, productId, new Date("2026-12-01T09:00:00Z"));
    expect(product?.delivery).toMatchObject({ kind: "tomorrow", date: "2026-12-02" });
  });
});
