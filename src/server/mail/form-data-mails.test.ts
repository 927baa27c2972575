import { describe, expect, it } from "vitest";

import { formConfirmationMail, OWN_WORDS_ONLY } from "./form-data-mails";

describe("a form's confirmation", () => {
  const mail = formConfirmationMail({ formDataId: 17, kind: "service", receivedAt: new Date("2026-11-21T10:00:00Z"), fileCount: 2 });

  it("names the kind of form, its number and when it came in, in the shop's words", () => {
    expect(mail.subject).toBe("We hebben je serviceaanvraag ontvangen (nr. 17)");
    expect(mail.text).toContain("We hebben het op zaterdag 21 november 2026 om 11:00 goed ontvangen onder nummer 17. Je stuurde 2 bestanden mee.");
    expect(mail.text).toContain("neemt binnen 2 werkdagen contact met je op");
  });

  it("says why it repeats nothing of the form, and what to do with a mail one did not ask for", () => {
    expect(mail.text).toContain(OWN_WORDS_ONLY);
    expect(mail.text.startsWith("Hallo,\n")).toBe(true);
  });
});
