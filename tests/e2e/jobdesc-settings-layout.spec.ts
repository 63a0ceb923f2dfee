import { expect, test, type Page } from "@playwright/test";
import { login } from "./fixtures";
import { LOCALES, loginRecruiterIn } from "./error-titles";
import { startFromTargetGroup } from "./jobdesc-flow";

/**
 * The generator's settings panel (18rem beside the text on wide screens): the Language and
 * Tonality selects cut their options in Dutch ("Informeel (je)", "Nederlands" in half of the
 * column; QA 2026-12-04). Each select must be at least as wide as its widest option, in every
 * language, on a desktop and on a phone.
 */
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
];

const LABELS = {
  "en-US": ["Language", "Tonality"],
  "de-DE": ["Sprache", "Tonalität"],
  "nl-NL": ["Taal", "Toon"],
} as const;

/** How much narrower than its content (widest option, padding, arrow) a select is, in px; 0 when it fits. */
function shortfall(page: Page, label: string) {
  return page.getByLabel(label, { exact: true }).evaluate((select: HTMLSelectElement) => {
    // the same select at its own width: the widest option decides it
    const probe = select.cloneNode(true) as HTMLSelectElement;
    probe.removeAttribute("id");
    probe.style.cssText = "width:auto;position:absolute;visibility:hidden;";
    select.parentElement!.append(probe);
    const needed = probe.getBoundingClientRect().width;
    probe.remove();
    return Math.max(0, Math.ceil(needed - select.getBoundingClientRect().width));
  });
}

let campaignId: string;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await browser.newPage();
  await login(page, "recruiter");
  campaignId = await startFromTargetGroup(page);
  await page.close();
});

for (const locale of LOCALES) {
  for (const viewport of VIEWPORTS) {
    test(`settings selects show their whole options: ${locale}, ${viewport.name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await loginRecruiterIn(page, locale);
      await page.goto(`/job-description/responsibilities/?id=${campaignId}`);
      const panel = page.locator("fieldset").filter({ has: page.getByLabel(LABELS[locale][0], { exact: true }) });
      await expect(panel).toBeVisible();
      await panel.screenshot({ path: test.info().outputPath(`settings-${locale}-${viewport.name}.png`) });
      for (const label of LABELS[locale]) {
        // the panel stays inside the page: nothing is pushed past the viewport instead
        const box = (await page.getByLabel(label, { exact: true }).boundingBox())!;
        expect(box.x + box.width, `${label} inside the viewport`).toBeLessThanOrEqual(viewport.width);
        expect(await shortfall(page, label), `${label}: px missing for its widest option`).toBe(0);
      }
    });
  }
}
