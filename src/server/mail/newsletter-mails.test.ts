import { describe, expect, it } from "vitest";

import { newsletterAlreadySubscribedMail, newsletterConfirmationMail } from "./newsletter-mails";

const confirmUrl = "https://www.stekker.nl/nieuwsbrief/bevestigen/?token=abc.123.def";
const unsubscribeUrl = "https://www.stekker.nl/nieuwsbrief/afmelden/?token=abc.0.xyz";

describe("the newsletter's mails", () => {
  it("the confirmation mail carries the link that confirms and the way off the list, in text and HTML", () => {
    const mail = newsletterConfirmationMail({ confirmUrl, unsubscribeUrl });
    expect(mail.subject).toBe("Bevestig je aanmelding voor de nieuwsbrief van Stekker");
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(confirmUrl.replace("&", "&amp;"));
      expect(body).toContain(unsubscribeUrl);
      expect(body).toContain("De link werkt 7 dagen");
    }
    expect(mail.html).toContain('lang="nl"');
    expect(mail.text).toContain("zonder bevestiging sturen we je geen nieuwsbrief");
  });

  it("an address already on the list hears so, with the way off it, and no link that signs anyone up", () => {
    const mail = newsletterAlreadySubscribedMail({ unsubscribeUrl });
    expect(mail.subject).toBe("Je bent al aangemeld voor de nieuwsbrief van Stekker");
    expect(mail.text).toContain(unsubscribeUrl);
    expect(mail.html).toContain(unsubscribeUrl);
    expect(mail.text).not.toContain("bevestigen");
  });
});
