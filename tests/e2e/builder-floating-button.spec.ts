import { expect, test } from "@playwright/test";
import { login } from "./fixtures";

/**
 * On a phone the basket is off-screen and a button floats over the bottom right corner to open it
 * (spec 1 §4). Scrolled to the end of the campaign builder, it covered the last channel card's
 * "Add to campaign": the page now leaves room below the lists for it.
 */
test.use({ viewport: { width: 390, height: 844 } });

test("at 390 × 844 the floating basket button covers none of the last channel card", async ({ page }) => {
  await login(page, "recruiter");
  await page.goto("/campaigns?status=pending");
  // a draft with a target group: the builder with its recommended channel lists
  const href = await page.locator("a[href*='/cb/?id=']").first().getAttribute("href", { timeout: 15_000 });
  await page.goto(href!);
  const toggle = page.getByTestId("basket-toggle");
  await expect(toggle).toBeVisible();

  const lastCard = page.locator("[data-list] li article").last();
  const lastButton = lastCard.getByRole("button").last();
  await expect(lastButton).toBeVisible();
  // the end of the page, where the last card sits under the button's corner
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);

  const [toggleBox, cardBox] = [await toggle.boundingBox(), await lastCard.boundingBox()];
  expect(toggleBox && cardBox).toBeTruthy();
  // the button's box lies wholly below the last card
  expect(toggleBox!.y, `button at ${toggleBox!.y}, card ends at ${cardBox!.y + cardBox!.height}`).toBeGreaterThanOrEqual(cardBox!.y + cardBox!.height);
  // the card's own button, not the floating one, is what a tap at its centre meets
  const hitsOwnButton = await lastButton.evaluate((button) => {
    const box = button.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && button.contains(hit);
  });
  expect(hitsOwnButton).toBe(true);
  await expect(lastButton).toBeInViewport({ ratio: 1 });
  // clickable where it is: Playwright's hit-target check would fail on the covering button
  await lastButton.click({ trial: true, timeout: 5_000 });
});
