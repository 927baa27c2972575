import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { products } from "@/server/db/schema";

import { BASE_URL, createSeededDatabase, apiRoute } from "../support/api";
import { type TestDatabase, testDriver } from "../support/test-database";

const { GET } = apiRoute("/afbeeldingen/{productId}/{image}");

describe(`product images on ${testDriver()}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createSeededDatabase(1500);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("a robot vacuum's picture is a robot vacuum, and its title says so", async () => {
    const [robot] = await database.db
      .select({ productId: products.productId })
      .from(products)
      .where(sql`${products.productType} = 'stofzuiger' and ${products.specifications}->>'type' = 'Robotstofzuiger'`)
      .limit(1);
    expect(robot, "the demo catalogue has robot vacuums").toBeDefined();
    const response = await GET(new Request(`${BASE_URL}/afbeeldingen/${robot!.productId}/1.svg`), {
      params: Promise.resolve({ productId: String(robot!.productId), image: "1.svg" }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    expect(await response.text()).toContain("Illustratie van een robotstofzuiger");
  });
});
