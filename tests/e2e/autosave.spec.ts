import { expect, test, type Request } from "@playwright/test";
import { descriptionField } from "./checkout-flow";
import { login } from "./fixtures";
import { startFromTargetGroup } from "./jobdesc-flow";

const intentOf = (request: Request) => /intent(?:=|"\r\n\r\n)([\w-]+)/.exec(request.postData() ?? "")?.[1];

/**
 * The job ad's draft autosaves 1000 ms after the last change (use-autosave.ts). An autosave runs no
 * loader again (root's would take the toast a Save left in the session), and a Save drops the
 * autosave still waiting: sent after the Save, it raced the Save's answer and its toast.
 */
test("an autosave reloads nothing, and Save drops the autosave still waiting", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, "recruiter");
  const campaignId = await startFromTargetGroup(page);
  await page.goto(`/campaigns/job-ad/?id=${campaignId}`);
  await descriptionField(page);
  const requests: { at: number; method: string; url: string; intent?: string }[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/assets/") || r.url().includes("/resources/")) return;
    requests.push({ at: Date.now(), method: r.method(), url: r.url(), intent: r.method() === "POST" ? intentOf(r) : undefined });
  });

  // an autosave: its POST, then no loader data asked for
  const autosaved = page.waitForResponse((r) => r.request().method() === "POST" && intentOf(r.request()) === "autosave");
  await page.getByLabel("Hours per week (minimum)").fill("30");
  await autosaved;
  await expect(page.getByText("Your changes are saved.")).toBeVisible();
  await page.waitForTimeout(1_500);
  expect(requests.filter((r) => r.method === "GET" && r.url.includes(".data"))).toEqual([]);

  // a change waiting for its autosave is not "saved" yet: the status says so until it is sent and answered
  const savedAgain = page.waitForResponse((r) => r.request().method() === "POST" && intentOf(r.request()) === "autosave");
  await page.getByLabel("Hours per week (minimum)").fill("31");
  await expect(page.getByText("Saving…")).toBeVisible({ timeout: 700 });
  await savedAgain;
  await expect(page.getByText("Your changes are saved.")).toBeVisible();

  // a change and at once Save: the Save's POST and its toast, and no autosave after it
  requests.length = 0;
  await page.getByLabel("Hours per week (minimum)").fill("32");
  const saved = page.waitForResponse((r) => r.request().method() === "POST" && intentOf(r.request()) === "save");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  expect((await saved).status()).toBeLessThan(400);
  await expect(page.getByRole("status").getByText("Your changes are saved.")).toBeVisible();
  await page.waitForTimeout(1_500);
  expect(requests.filter((r) => r.method === "POST").map((r) => r.intent)).toEqual(["save"]);
});
