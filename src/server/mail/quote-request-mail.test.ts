import { describe, expect, it } from "vitest";

import { quoteRequestMail, quoteRequestNotice } from "./quote-request-mail";

const summary = [
  { label: "Wat", value: "Een nieuwe keuken" },
  { label: "Wensen", value: "Inductie <en> een \"stille\" vaatwasser\nen veel laden" },
];

describe("the quote request's mails", () => {
  const mail = quoteRequestMail({ quoteId: "70000012", kindLabel: "Een nieuwe keuken", kitchen: null, requestedAt: new Date("2026-11-21T10:00:00Z"), quoteUrl: "https://stekker.test/offerte/70000012/?token=abc" });

  it("the confirmation names the number, the kind, when it came in, the next step within 2 working days and the link", () => {
    expect(mail.subject).toBe("We hebben je offerteaanvraag 70000012 ontvangen");
    expect(mail.text).toContain("Hallo,");
    expect(mail.text).toContain("(een nieuwe keuken). We hebben hem op zaterdag 21 november 2026 om 11:00 goed ontvangen onder offertenummer 70000012.");
    expect(mail.text).toContain("Binnen 2 werkdagen");
    expect(mail.text).toContain("https://stekker.test/offerte/70000012/?token=abc");
    expect(mail.html).toContain('href="https://stekker.test/offerte/70000012/?token=abc"');
  });

  it("the customer's own words are escaped in the shop's notice", () => {
    const notice = quoteRequestNotice({ quoteId: "70000012", customerName: "Sanne", emailAddress: "sanne@voorbeeld.nl", phoneNumber: "071 760 00 00", summary, backOfficeUrl: "https://stekker.test/beheer/" }, "Een nieuwe keuken");
    expect(notice.text).toContain("Wensen: Inductie <en> een \"stille\" vaatwasser / en veel laden");
    expect(notice.html).toContain("Inductie &lt;en&gt; een &quot;stille&quot; vaatwasser<br>en veel laden");
    expect(notice.html).not.toContain("<en>");
  });

  it("the shop's notice names the customer and the kind", () => {
    const notice = quoteRequestNotice(
      { quoteId: "70000012", customerName: "Sanne de Vries", emailAddress: "sanne@voorbeeld.nl", phoneNumber: "071 760 00 00", summary, backOfficeUrl: "https://stekker.test/beheer/" },
      "Een nieuwe keuken",
    );
    expect(notice.subject).toBe("Nieuwe offerteaanvraag 70000012: Een nieuwe keuken");
    expect(notice.text).toContain("Sanne de Vries, sanne@voorbeeld.nl, 071 760 00 00");
  });
});
