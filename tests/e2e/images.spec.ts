import fs from "node:fs";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { claimedPng } from "../support/images";
import { seriousViolations } from "./axe";
import { login } from "./fixtures";
import { addCompanyDetails, pdfImageSizes, startFromTargetGroup } from "./jobdesc-flow";

/**
 * Issue 36 §3 in the browser: the pdf tab's header and footer images. A bomb over 5000×5000 gets
 * the field message; the 5000×5000 bomb (~100 kB) is saved and the PDF draws it at
 * 2000×2000 (the normalised copy). Sizes are asserted, never timings.
 */
test("header and footer images: a bomb is refused with the field message, the 5000×5000 one drawn at 2000×2000", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "recruiter");
  const campaignId = await startFromTargetGroup(page);
  await page.goto(`/job-description/preview/?id=${campaignId}`);

  const over = test.info().outputPath("over.png");
  fs.writeFileSync(over, claimedPng(50_000, 50_000));
  await page.getByLabel("Header image", { exact: true }).setInputFiles(over);
  await page.getByRole("button", { name: "Save images" }).click();
  await expect(page.getByText("The image is larger than 5000x5000 pixels.")).toBeVisible();
  await expect(page.getByLabel("Header image", { exact: true })).toHaveAttribute("aria-invalid", "true");
  expect(await seriousViolations(page), "images form with an error").toEqual([]);
  await page.screenshot({ path: test.info().outputPath("images-bomb-refused.png"), fullPage: true });

  const bomb = test.info().outputPath("bomb.png");
  fs.writeFileSync(
    bomb,
    await sharp({ create: { width: 5000, height: 5000, channels: 4, background: { r: 30, g: 90, b: 200, alpha: 0.5 } } }).png({ compressionLevel: 9 }).toBuffer(),
  );
  await page.getByLabel("Header image", { exact: true }).setInputFiles(bomb);
  await page.getByLabel("Footer image", { exact: true }).setInputFiles(bomb);
  await page.getByRole("button", { name: "Save images" }).click();
  await expect(page.getByText("Images saved.")).toBeVisible({ timeout: 30_000 });

  // the default template draws both images; it needs company details
  const logo = test.info().outputPath("logo.png");
  fs.writeFileSync(logo, await sharp({ create: { width: 120, height: 40, channels: 3, background: "#c81e1e" } }).png().toBuffer());
  await addCompanyDetails(page, logo);
  await page.getByRole("radio", { name: /^Standard/ }).check();
  await page.getByRole("button", { name: "Save PDF options" }).click();
  await expect(page.getByText("PDF options saved.")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("images-saved.png"), fullPage: true });
  const response = await page.request.get(`/job-description/download/pdf?id=${campaignId}`, { timeout: 60_000 });
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const file = test.info().outputPath("bomb.pdf");
  fs.writeFileSync(file, await response.body());
  // the logo, header and footer at 2000×2000; no QR code: this campaign is not ordered and its job ad
  // has no application address, so no page exists to point to yet (issue 50 §10)
  expect(pdfImageSizes(file).sort()).toEqual(["120x40", "2000x2000", "2000x2000"]);

  // the images are the company's, shared with the other tests of this database: removed again
  await page.goto(`/job-description/preview/?id=${campaignId}`);
  await page.getByLabel("Remove the header image").check();
  await page.getByLabel("Remove the footer image").check();
  await page.getByRole("button", { name: "Save images" }).click();
  await expect(page.getByText("Images saved.")).toBeVisible();
});
