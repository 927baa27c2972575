import { describe, expect, it } from "vitest";

import { mayAccess } from "../auth-provider";
import { listUrl, readUrl, recordUrl, writeBody } from "../data/rest-mapping";
import { supportFormBody } from "./support-locations";
import { vacancyFormBody } from "./vacancies";

describe("the back office edits the draft of content with versions", () => {
  it("reads both versions with view=admin, and writes to the plain address", () => {
    expect(listUrl("vacancies", {})).toBe("/api/vacancies/?view=admin");
    expect(readUrl("support", 3)).toBe("/api/support/3/?view=admin");
    expect(recordUrl("vacancies", 7)).toBe("/api/vacancies/7/");
    // Other resources are read as before.
    expect(readUrl("special-dates", 2)).toBe("/api/special-dates/2/");
  });

  it("sends the draft: a vacancy's as the body, a location's with its key", () => {
    const record = { id: 7, vacancyId: 7, draft: { title: "Monteur" }, published: null, hasUnpublishedChanges: true };
    expect(writeBody("vacancies", record)).toEqual({ title: "Monteur" });
    expect(writeBody("support", { id: 1, supportId: 1, key: "klantenservice", draft: { name: "Klantenservice" }, published: {} })).toEqual({ key: "klantenservice", version: { name: "Klantenservice" } });
  });

  it("a vacancy without salary sends null, and the form's moments as ISO moments", () => {
    const body = vacancyFormBody({ draft: { salary: { min: null, max: null }, openFrom: "", openUntil: "2027-01-31T23:59" } });
    expect(body.draft).toMatchObject({ salary: null, openFrom: null });
    expect(String((body.draft as { openUntil: string }).openUntil)).toMatch(/^2027-01-3\dT\d\d:59:00\.000Z$/);
  });

  it("a day without times is closed, and empty contact fields are null", () => {
    const body = supportFormBody({ key: "x", draft: { hours: [{ opens: 540, closes: 1020 }, { opens: null, closes: null }], phone: "", whatsApp: undefined } });
    expect((body.draft as { hours: unknown[] }).hours).toEqual([{ opens: 540, closes: 1020 }, null, null, null, null, null, null]);
    expect(body.draft).toMatchObject({ phone: null, whatsApp: null });
  });

  it("only admins see vacancies and support locations; staff not even the list", () => {
    expect(mayAccess("admin", "vacancies", "edit")).toBe(true);
    expect(mayAccess("staff", "vacancies", "list")).toBe(false);
    expect(mayAccess("staff", "support", "show")).toBe(false);
    expect(mayAccess("staff", "special-dates", "list")).toBe(true);
  });
});
