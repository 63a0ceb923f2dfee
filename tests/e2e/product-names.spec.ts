import { expect, test } from "@playwright/test";
import { chooseCompanyIfAsked, login, saveLocale, withAccountLock } from "./fixtures";

/**
 * Decision 084: German pages named add-ons in English ("Video job ad", "Runtime extension +30
 * days"). The builder's add-on cards, the basket and the checkout's order summary now show the
 * catalogue's German names; brands keep theirs.
 */
const GERMAN_ADDONS = [
  "Social-Media-Boost",
  "Retargeting-Kampagne",
  "Video-Stellenanzeige",
  "Laufzeitverlängerung +30 Tage",
  "Anzeigen-Auffrischung nach 14 Tagen",
  "Übersetzung der Stellenanzeige (EN/DE/NL)",
  "Google-for-Jobs-Optimierung",
  "Indeed-Boost für gesponserte Stellenanzeigen",
  "LinkedIn-Upgrade: beworbene Stellenanzeige",
];
const ENGLISH_ADDONS = [
  "Social media boost",
  "Retargeting campaign",
  "Video job ad",
  "Runtime extension +30 days",
  "Listing refresh after 14 days",
  "Job ad translation (EN/DE/NL)",
  "Google for Jobs optimisation",
  "Indeed Sponsored Jobs boost",
  "LinkedIn promoted job upgrade",
];

test("de-DE: the builder and the checkout name an add-on in German", async ({ page }) => {
  // saving a locale changes the account for every later login: the approver's, under its lock, and
  // back to English afterwards (the recruiter's German once failed every later test that read English)
  await withAccountLock("approver", async () => {
    await login(page, "approver");
    await chooseCompanyIfAsked(page, "Northwind Staffing");
    try {
      await saveLocale(page, "de-DE");
      await page.goto("/campaigns?status=pending");
      const href = await page
        .locator("a[href*='/cb/?id=']")
        .first()
        .getAttribute("href", { timeout: 15_000 });
      const id = href?.match(/id=([0-9a-f-]{36})/)?.[1];
      expect(id).toBeTruthy();
      await page.goto(href!);

      const addons = page.locator("[data-list=addons]");
      const names = await addons.locator("article h3").allTextContents();
      expect(names.length).toBeGreaterThan(0);
      for (const english of ENGLISH_ADDONS) expect(names).not.toContain(english);
      const german = names.find((n) => GERMAN_ADDONS.includes(n.trim()));
      expect(german, `add-on cards: ${names.join(" | ")}`).toBeTruthy();

      const basket = page.getByTestId("basket-channel");
      if (!(await basket.filter({ hasText: german! }).count())) {
        await addons
          .getByRole("article", { name: german! })
          .getByRole("button", { name: `${german} zur Kampagne hinzufügen` })
          .click();
      }
      await expect(basket.filter({ hasText: german! }).first()).toBeVisible();

      // the order summary's line (the per-channel tracking fields carry it too, folded away)
      await page.goto(`/campaigns/checkout/?id=${id}`);
      await expect(
        page.getByRole("listitem").filter({ hasText: german! }).filter({ visible: true }),
      ).toBeVisible();
      for (const english of ENGLISH_ADDONS)
        await expect(page.getByText(english, { exact: true })).toHaveCount(0);
    } finally {
      await saveLocale(page, "en-US");
    }
  });
});
