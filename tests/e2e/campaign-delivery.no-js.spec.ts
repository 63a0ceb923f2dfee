import { expect, test, type Page } from "@playwright/test";
import { login } from "./fixtures";

/**
 * Per-channel delivery on the performance page and the consultant's mark (issue 11 §5,
 * docs/decisions/013), without JavaScript: both are plain server-rendered pages and POST forms.
 * On Northwind's demo campaigns: online ones have processed channels, ordered ones processing ones.
 */
async function openPerformance(page: Page, search: string) {
  await page.goto(`/campaigns?q=${encodeURIComponent(search)}`);
  await page.getByRole("link", { name: "View performance" }).first().click();
  await expect(page).toHaveURL(/campaign-performance\/campaign/);
}

test("the performance page shows each channel's delivery status; a recruiter gets no consultant forms", async ({
  page,
}) => {
  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard/);

  await openPerformance(page, "Zorgmedewerker");
  const online = page.getByTestId("channel-delivery");
  await expect(online).toHaveCount(3);
  for (const line of await online.all()) await expect(line).toHaveText("Delivery: Processed");
  await expect(page.getByRole("link", { name: "View live ad" }).first()).toBeVisible();

  await openPerformance(page, "Senior Accountant");
  await expect(page.getByTestId("channel-delivery").first()).toHaveText("Delivery: Processing");
  await expect(page.getByText("Record delivery (consultant)")).toHaveCount(0);
});

test("a consultant marks a channel posted with its live URL (a bad URL is refused first)", async ({
  page,
}) => {
  await login(page, "consultant", { method: "mfa" });
  await expect(page).toHaveURL(/\/consultant-login$/);
  await page.getByRole("button", { name: "Northwind Staffing" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await openPerformance(page, "Data Analyst Berlin");
  // a channel still being processed (this test may run again against a reused server)
  const channel = page
    .getByRole("listitem")
    .filter({ has: page.locator("summary", { hasText: "Record delivery (consultant)" }) })
    .first();
  const name = await channel.locator("span.font-semibold").first().innerText();
  await channel.locator("summary", { hasText: "Record delivery (consultant)" }).click();
  await channel.getByLabel("Live ad URL").fill("ftp://files.example/ad");
  await channel.getByRole("button", { name: "Mark posted" }).click();
  await expect(
    page.getByText("Enter the live ad's public address, starting with http:// or https://"),
  ).toBeVisible();

  const again = page.getByRole("listitem").filter({ hasText: name });
  await again.getByLabel("Live ad URL").fill("https://jobs.example/data-analyst-berlin");
  await again.getByRole("button", { name: "Mark posted" }).click();
  const marked = page.getByRole("listitem").filter({ hasText: name });
  await expect(marked.getByTestId("channel-delivery")).toHaveText("Delivery: Processed");
  await expect(marked.getByRole("link", { name: "View live ad" })).toHaveAttribute(
    "href",
    "https://jobs.example/data-analyst-berlin",
  );
  await expect(marked.getByText("Record delivery (consultant)")).toHaveCount(0);
});
