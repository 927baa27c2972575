import { describe, expect, it } from "vitest";

import {
  CART_PAGE,
  CHECKOUT_PAGE,
  CHECKOUT_STEP_PAGES,
  NEWSLETTER_PAGE,
  newsletterConfirmPagePath,
  newsletterOutcomePath,
  newsletterUnsubscribePagePath,
  orderPagePath,
  BACK_OFFICE_PAGE,
  STAFF_HOME_PAGE,
  staffReturnPath,
  staffSignInPath,
  STAFF_SIGN_IN_PAGE,
  staffOutcomePath,
  STOCK_ALERT_PAGE,
  stockAlertConfirmPagePath,
  stockAlertOutcomePath,
  stockAlertUnsubscribePagePath,
  testPaymentPagePath,
  withdrawalPagePath,
} from "./paths";

describe("the shop's page paths", () => {
  it("the cart, the checkout and its three steps", () => {
    expect(CART_PAGE).toBe("/winkelwagen/");
    expect(CHECKOUT_PAGE).toBe("/bestellen/");
    expect(CHECKOUT_STEP_PAGES).toEqual({ gegevens: "/bestellen/gegevens/", bezorgen: "/bestellen/bezorgen/", betalen: "/bestellen/betalen/" });
  });

  it("orderPagePath: the order's page, with the e-mail link's token when given", () => {
    expect(orderPagePath("ST-100023")).toBe("/bestelling/ST-100023/");
    expect(orderPagePath("ST-100023", null)).toBe("/bestelling/ST-100023/");
    expect(orderPagePath("ST-100023", "aB-_9")).toBe("/bestelling/ST-100023/?token=aB-_9");
  });

  it("orderPagePath encodes what could break out of its segment", () => {
    expect(orderPagePath("a/b?c", "x+y=")).toBe("/bestelling/a%2Fb%3Fc/?token=x%2By%3D");
  });

  it("withdrawalPagePath: the order's withdrawal page, with the same token", () => {
    expect(withdrawalPagePath("ST-100023")).toBe("/bestelling/ST-100023/herroepen/");
    expect(withdrawalPagePath("ST-100023", "aB-_9")).toBe("/bestelling/ST-100023/herroepen/?token=aB-_9");
  });

  it("testPaymentPagePath: the test provider's page of one payment", () => {
    expect(testPaymentPagePath("tst_123")).toBe("/betalen/test/tst_123/");
  });

  it("the newsletter's pages: sign-up, the confirmation link, the unsubscribe link and a form's outcome", () => {
    expect(NEWSLETTER_PAGE).toBe("/nieuwsbrief/");
    expect(newsletterConfirmPagePath("YQ.0.mac")).toBe("/nieuwsbrief/bevestigen/?token=YQ.0.mac");
    expect(newsletterUnsubscribePagePath("YQ.0.mac")).toBe("/nieuwsbrief/afmelden/?token=YQ.0.mac");
    expect(newsletterOutcomePath("aangemeld")).toBe("/nieuwsbrief/?melding=aangemeld");
  });

  it("the stock alert's pages: a form's outcome, the confirmation link and the way out", () => {
    expect(STOCK_ALERT_PAGE).toBe("/weer-op-voorraad/");
    expect(stockAlertConfirmPagePath("7.1796300000.mac")).toBe("/weer-op-voorraad/bevestigen/?token=7.1796300000.mac");
    expect(stockAlertUnsubscribePagePath("7.0.mac")).toBe("/weer-op-voorraad/afmelden/?token=7.0.mac");
    expect(stockAlertOutcomePath("al-verstuurd")).toBe("/weer-op-voorraad/?melding=al-verstuurd");
  });

  it("the staff pages and where their forms land", () => {
    expect(STAFF_HOME_PAGE).toBe("/medewerkers/");
    expect(STAFF_SIGN_IN_PAGE).toBe("/medewerkers/inloggen/");
    expect(staffOutcomePath(STAFF_HOME_PAGE, "taak-hervat", "taken")).toBe("/medewerkers/?melding=taak-hervat#taken");
    expect(staffOutcomePath(STAFF_SIGN_IN_PAGE, "sessie-verlopen")).toBe("/medewerkers/inloggen/?melding=sessie-verlopen");
  });

  it("a sign-in sends the member back only to the shop's own staff pages (no open redirect)", () => {
    expect(staffReturnPath("/beheer/orders/ST-100023/show")).toBe("/beheer/orders/ST-100023/show");
    expect(staffReturnPath("/medewerkers/")).toBe("/medewerkers/");
    for (const elsewhere of ["https://evil.test/beheer/", "//evil.test/beheer/", "/beheer\\@evil.test", "/winkelwagen/", "/beheer/../winkelwagen/", "/beheer/%2E%2E/x", "", null, undefined]) {
      expect(staffReturnPath(elsewhere)).toBeNull();
    }
    expect(staffSignInPath("/beheer/orders")).toBe("/medewerkers/inloggen/?next=%2Fbeheer%2Forders");
    expect(staffSignInPath("https://evil.test/")).toBe("/medewerkers/inloggen/");
    expect(BACK_OFFICE_PAGE).toBe("/beheer/");
  });
});
