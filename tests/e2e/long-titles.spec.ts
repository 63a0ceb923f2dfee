import { expect, test, type Locator } from "@playwright/test";
import { login } from "./fixtures";

/**
 * A campaign card's and a channel card's title were cut to one line with an ellipsis and no way to
 * read the rest ("Customer Service Agent …" at 390 px). As on job boards' cards, a long title now
 * wraps to two lines, and its full text is the tooltip of what is cut off beyond that.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** The heading shows its whole text: nothing overflows its box sideways or below its lines. */
async function expectWhole(heading: Locator) {
  const box = await heading.evaluate((el) => ({ sw: el.scrollWidth, cw: el.clientWidth, sh: el.scrollHeight, ch: el.clientHeight, lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)) }));
  expect(box.sw, "no text cut off at the side").toBeLessThanOrEqual(box.cw);
  expect(box.sh, "no line cut off below").toBeLessThanOrEqual(box.ch);
  // at this width the title takes a second line rather than an ellipsis
  expect(box.lines).toBe(2);
  // and never more than two: the clamp keeps the cards' rhythm for longer titles
  expect(await heading.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe("2");
}

test("a long campaign name wraps on its card at 390 px, the full name in its tooltip", async ({ page }) => {
  await login(page, "recruiter");
  await page.goto("/campaigns?q=Customer%20Service%20Agent%20Rotterdam");
  const card = page.getByRole("article", { name: "Customer Service Agent Rotterdam" });
  const heading = card.getByRole("heading", { level: 2 });
  await expect(heading).toHaveText("Customer Service Agent Rotterdam");
  await expectWhole(heading);
  await expect(heading.getByRole("link")).toHaveAttribute("title", "Customer Service Agent Rotterdam");
});

test("a long channel name wraps on its card at 390 px, the full name in its tooltip", async ({ page }) => {
  await login(page, "recruiter");
  await page.goto("/media-channels?q=Stellenmarkt");
  const heading = page.getByRole("heading", { level: 3, name: "Süddeutsche Zeitung Stellenmarkt" });
  await expectWhole(heading);
  await expect(heading).toHaveAttribute("title", "Süddeutsche Zeitung Stellenmarkt");
});
