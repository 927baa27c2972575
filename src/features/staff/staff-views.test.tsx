import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { StaffBar } from "./staff-bar";
import { StaffProductFacts } from "./staff-product-facts";

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();

describe("the band of staff mode (specification §1: a staff-only mode)", () => {
  it("says who is signed in, as what, and in which shop", () => {
    const html = renderToStaticMarkup(<StaffBar staff={{ name: "Mila de Vries", emailAddress: "mila@stekker.nl", role: "staff", shop: "zoeterwoude" }} />);
    expect(text(html)).toContain("Medewerkersmodus Mila de Vries · Medewerker · Afhaalcentrum Zoeterwoude");
    expect(html).toContain('aria-label="Medewerkersmodus"');
  });

  it("says 'geen winkel' without shop mode, and does not repeat a name that is the role", () => {
    const html = renderToStaticMarkup(<StaffBar staff={{ name: "Beheerder", emailAddress: "beheer@stekker.nl", role: "admin", shop: null }} />);
    expect(text(html)).toContain("Beheerder · geen winkel");
    expect(text(html)).not.toContain("Beheerder · Beheerder");
  });

  it("signs out with a form that asks for DELETE, never with a link", () => {
    const html = renderToStaticMarkup(<StaffBar staff={{ name: "Mila", emailAddress: "mila@stekker.nl", role: "staff", shop: null }} />);
    expect(html).toContain('<form action="/api/staff-sessions/?_method=DELETE" method="post">');
  });
});

describe("a product's facts for staff (specification §1: estimated stock dates, staff-only prices)", () => {
  it("the stock in numbers, the expected date, the most to make amends with, and the product number", () => {
    const html = renderToStaticMarkup(<StaffProductFacts productId={100658} stock={0} stockEstimatedDate="2026-12-04" makeAmendsDiscountCents={2500} />);
    expect(text(html)).toBe("Alleen voor medewerkers Voorraad 0 stuks Nieuwe voorraad verwacht 4 december Goedmaakkorting tot 25,- Productnummer 100658");
  });

  it("one piece, no date and no amends say so in words", () => {
    const html = renderToStaticMarkup(<StaffProductFacts productId={1} stock={1} stockEstimatedDate={null} makeAmendsDiscountCents={null} />);
    expect(text(html)).toContain("Voorraad 1 stuk Nieuwe voorraad verwacht geen datum bekend Goedmaakkorting niet voor dit product");
  });
});
