import { expect, test } from "@playwright/test";
import { COPIED_TOOLTIP_MS } from "../../app/lib/clipboard";
import { login } from "./fixtures";

/**
 * issue 16 §5: a channel's tracking link and application pixel are read-only fields with a copy
 * button (app/components/ui/copy-field.tsx) whose "Copied!" shows for COPIED_TOOLTIP_MS.
 */
test("copies a channel's tracking link and pixel; 'Copied!' shows for 4 s", async ({ page }) => {
  expect(COPIED_TOOLTIP_MS).toBe(4_000);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard/);
  // a fake clock from here on, so the 4 s are exact and the test does not wait for them
  await page.clock.install();
  await page.goto("/campaigns?q=Zorgmedewerker");
  await page.getByRole("link", { name: "View performance" }).first().click();
  await expect(page).toHaveURL(/campaign-performance\/campaign/);

  const channel = page.getByRole("listitem").filter({ has: page.getByText("Tracking link") }).first();
  await channel.locator("summary").first().click();
  const link = await channel.getByRole("textbox", { name: "Tracking link" }).inputValue();
  // stop the page's time: from here only runFor moves it
  await page.clock.pauseAt(Date.now() + 5_000);
  await channel.getByRole("button", { name: "Copy – Tracking link" }).click();
  const copied = channel.getByText("Copied!");
  await expect(copied).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await page.clock.runFor(COPIED_TOOLTIP_MS - 200);
  await expect(copied).toBeVisible();
  await page.clock.runFor(400);
  await expect(copied).toBeHidden();

  const pixel = await channel.getByRole("textbox", { name: "Application pixel (HTML)" }).inputValue();
  expect(pixel).toMatch(/^<img src="[^"]+" alt="" width="1" height="1">$/);
  await channel.getByRole("button", { name: "Copy – Application pixel (HTML)" }).click();
  await expect(channel.getByText("Copied!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pixel);
});

test("the tracking-settings preview wraps between parameters", async ({ page }) => {
  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/settings/tracking");
  const preview = page.getByTestId("tracking-preview");
  await expect(preview).toBeVisible();
  // every line break opportunity sits before an "&", never inside a {placeholder}
  const html = await preview.innerHTML();
  expect(html).toMatch(/<wbr>&amp;/);
  expect(html).not.toMatch(/\{[a-z_]*<wbr>/);
});
