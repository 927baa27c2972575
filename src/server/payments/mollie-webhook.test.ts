import { describe, expect, it } from "vitest";

import { parseForm } from "@/server/http/body";

import { parseMollieWebhook } from "./mollie-webhook";

describe("parseMollieWebhook", () => {
  it("reads Mollie's form id=tr_… as parsed by readBody", () => {
    expect(parseMollieWebhook(parseForm("id=tr_WDqYK6vllg"))).toEqual({ paymentId: "tr_WDqYK6vllg" });
  });

  it("reads the raw form text and URLSearchParams too", () => {
    expect(parseMollieWebhook("id=tr_WDqYK6vllg")).toEqual({ paymentId: "tr_WDqYK6vllg" });
    expect(parseMollieWebhook(new URLSearchParams({ id: "tr_WDqYK6vllg" }))).toEqual({ paymentId: "tr_WDqYK6vllg" });
  });

  it.each([
    ["no body", undefined],
    ["null", null],
    ["an empty form", ""],
    ["an empty object", {}],
    ["an order id", { id: "ord_WDqYK6vllg" }],
    ["a bare prefix", { id: "tr_" }],
    ["a path in the id", { id: "tr_abc/../../methods" }],
    ["a number", { id: 12 }],
    ["two ids", parseForm("id=tr_a1&id=tr_b2")],
    ["two ids in raw text", "id=tr_a1&id=tr_b2"],
    ["another field", "payment=tr_WDqYK6vllg"],
    ["an array", ["tr_WDqYK6vllg"]],
    ["an over-long id", { id: `tr_${"a".repeat(100)}` }],
  ])("answers null for %s", (_, body) => {
    expect(parseMollieWebhook(body)).toBeNull();
  });

  it("does not read an inherited id", () => {
    expect(parseMollieWebhook(Object.create({ id: "tr_WDqYK6vllg" }))).toBeNull();
  });
});
