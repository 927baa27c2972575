import { describe, expect, it } from "vitest";

import { campaignLinks, campaignProductIds, firstLinkSlots, type NewsletterBlock, sendSlot } from "./campaign";

const blocks: NewsletterBlock[] = [
  { type: "heading", text: "Najaarsaanbieding" },
  { type: "image", imageUrl: "https://stekker.test/banner.png", alt: "Banner", linkUrl: "https://stekker.test/aanbiedingen/" },
  { type: "text", html: "<p>Hallo</p>" },
  { type: "products", productIds: [3, 4, 3] },
  { type: "button", label: "Bekijk alles", url: "/aanbiedingen/" },
];

describe("a campaign's links", () => {
  it("are the image links, buttons and product pages in the order of the blocks, a product no longer in the catalogue keeping its slot empty", () => {
    expect(campaignLinks(blocks, (id) => (id === 4 ? null : `/p/${id}/`))).toEqual(["https://stekker.test/aanbiedingen/", "/p/3/", null, "/p/3/", "/aanbiedingen/"]);
  });

  it("keep their numbers when a product leaves the catalogue after the send: a click never lands on another link", () => {
    const atSend = campaignLinks(blocks, (id) => `/p/${id}/`);
    const later = campaignLinks(blocks, (id) => (id === 3 ? null : `/p/${id}/`));
    expect(later).toHaveLength(atSend.length);
    expect(later[4]).toBe(atSend[4]);
    expect(later[2]).toBe(atSend[2]);
  });

  it("are numbered from each block's first slot, as the mail numbers them", () => {
    expect(firstLinkSlots(blocks)).toEqual([0, 0, 1, 1, 4]);
  });

  it("name each product once", () => {
    expect(campaignProductIds(blocks)).toEqual([3, 4]);
  });
});

describe("a steady send rate", () => {
  it("spaces the mails of a round evenly at the rate per second", () => {
    expect(sendSlot(1000, 0, 20)).toBe(1000);
    expect(sendSlot(1000, 1, 20)).toBe(1050);
    expect(sendSlot(1000, 20, 20)).toBe(2000);
    expect(sendSlot(0, 3, 3)).toBe(1000);
  });
});
