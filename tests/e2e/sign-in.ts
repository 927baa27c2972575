import { expect, type Page } from "@playwright/test";

import { E2E_ADMIN } from "../../playwright.config";

/** Signs in on /medewerkers/inloggen/ as a member of staff (the suite's first admin unless told otherwise) and waits for the staff page. */
export async function signInAsStaff(page: Page, member: { emailAddress: string; password: string } = E2E_ADMIN): Promise<void> {
  await page.goto("/medewerkers/inloggen/");
  await page.getByLabel("E-mailadres", { exact: true }).fill(member.emailAddress);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/medewerkers\/$/);
}
