import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { staffOutcome } from "./copy";
import { StaffBar } from "./staff-bar";
import { StaffHomePage } from "./staff-pages";
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

describe("the staff page says how a form went where the form is", () => {
  const staff = { staffMemberId: 1, name: "Bas", emailAddress: "bas@stekker.nl", role: "admin" as const, shop: null };
  const members = [{ staffMemberId: 1, name: "Bas", emailAddress: "bas@stekker.nl", role: "admin" as const, active: true, createdAt: "2026-11-22T08:00:00.000Z" }];

  it("an outcome about the staff list shows in that section, which the form returns to; others at the top", () => {
    const added = text(renderToStaticMarkup(<StaffHomePage staff={staff} tokens={[]} members={members} tasks={[]} outcome={staffOutcome("medewerker-toegevoegd")} />));
    expect(added.indexOf("De medewerker is toegevoegd")).toBeGreaterThan(added.indexOf("Als beheerder voeg je medewerkers toe"));
    const shop = text(renderToStaticMarkup(<StaffHomePage staff={staff} tokens={[]} members={members} tasks={[]} outcome={staffOutcome("winkel-gekozen")} />));
    expect(shop.indexOf("Je winkel is opgeslagen.")).toBeLessThan(shop.indexOf("Je bent ingelogd als"));
  });

  it("a member of staff who is no admin gets no staff list; an unknown code says nothing", () => {
    const html = text(renderToStaticMarkup(<StaffHomePage staff={{ ...staff, role: "staff" }} tokens={[]} members={null} tasks={[]} outcome={staffOutcome("<script>")} />));
    expect(html).not.toContain("Medewerker toevoegen");
    expect(staffOutcome("<script>")).toBeNull();
    expect(staffOutcome(["winkel-gekozen", "x"])).toBeNull();
  });
});
