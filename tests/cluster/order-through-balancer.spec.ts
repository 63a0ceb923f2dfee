import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { buildCampaign, createCheckoutRecords, fillJobAd } from "../e2e/checkout-flow";
import { login } from "../e2e/fixtures";

/**
 * Issue 40 §2, run by scripts/test-cluster.ts through nginx only: sign in, start a campaign,
 * builder, job ad, checkout, order — with both instances answering (X-Hirewave-Instance) until one
 * of them is killed with SIGKILL between the builder and the job ad. The flow must finish without
 * a 5xx; the script then counts orders and budget in the database. What the flow saw goes to
 * CLUSTER_FLOW_RESULT for the script's report.
 */
const INSTANCE = "x-hirewave-instance";

test("an order through the balancer survives kill -9 of one instance", async ({ page, context }) => {
  const killPid = Number(fs.readFileSync(process.env.CLUSTER_KILL_PIDFILE!, "utf8"));
  const servedBefore = new Set<string>();
  const servedAfter = new Set<string>();
  const serverErrors: string[] = [];
  let killed = false;
  page.on("response", (response) => {
    if (response.status() >= 500) serverErrors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    // only the app's answers: the IdP's pages have no instance header
    const instance = response.headers()[INSTANCE];
    if (instance) (killed ? servedAfter : servedBefore).add(instance);
  });

  const name = `Cluster nurse ${Date.now()}`;
  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard$/);
  const campaignId = await buildCampaign(page, name);
  // both instances have answered pages of this session by now (round robin, no stickiness)
  expect([...servedBefore].sort()).toHaveLength(2);

  // no request in flight (buildCampaign waits for the network to go idle): SIGKILL one instance
  process.kill(killPid, "SIGKILL");
  killed = true;

  await page.getByRole("link", { name: "Order", exact: true }).click();
  await fillJobAd(page, campaignId, name);
  await createCheckoutRecords(page, name);
  // paid from a contract, so that the script can see the budget charged once
  await page.getByRole("radio", { name: /^Contract Annual job marketing 2027/ }).check();
  await page.getByRole("button", { name: "Order campaign" }).click();
  await expect(page).toHaveURL(new RegExp(`/campaigns/ordered/?\\?id=${campaignId}`));
  await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();

  const cookies = await context.cookies(process.env.CLUSTER_URL);
  fs.writeFileSync(
    process.env.CLUSTER_FLOW_RESULT!,
    JSON.stringify({
      campaignId,
      servedBefore: [...servedBefore],
      servedAfter: [...servedAfter],
      serverErrors,
      cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; "),
    }),
  );
  expect(serverErrors).toEqual([]);
});
