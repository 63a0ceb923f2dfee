import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { JOBDESC_FORM } from "../../app/lib/jobdesc/constants";
import type { GeneratorState } from "../../app/lib/jobdesc/state";
import { TEMPLATE_NAMES } from "../../app/lib/jobdesc/templates";
import { createCampaign } from "../../app/models/campaign.server";
import { createCompanyDetails } from "../../app/models/company-details.server";
import { getFormState, saveFormState } from "../../app/models/form-state.server";
import { loader as downloadLoader } from "../../app/routes/jobdesc/download";
import { action as stepAction, loader as stepLoader } from "../../app/routes/jobdesc/step";
import { getEnv } from "../../app/platform/env.server";
import { outcome, post } from "./checkout-fixtures";
import { requestWithSession, signedInMember, loadContext } from "./fixtures";

/**
 * issue 41 §4: the QR code appears on every template when ticked — to the public job page, or the
 * job ad's vacancy page or application URL — and not when it is not; the page says where it leads.
 * Read back with poppler (pdftotext for the address printed beside it, pdfimages for the code).
 */
const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: loadContext() });
const preview = (campaignId: string) => `/job-description/preview/?id=${campaignId}`;
/** qrcode renders the code at 240 × 240 pixels (document.server.ts) */
const QR_IMAGE = "240x240";

async function member(appendGender = false) {
  const m = await signedInMember({ features: { ai_job_description_generator: true, ...(appendGender ? { append_gender_after_job_title: true } : {}) } });
  const campaignId = await createCampaign(m.company.id, m.user.id, {
    targetGroup: { jobTitle: { id: "hw-nurse", label: "Pflegefachkraft" }, jobFunction: { id: "health-nursing", label: "Nursing" }, regions: [], industries: [] },
  });
  const state = (await getFormState<GeneratorState>(m.company.id, JOBDESC_FORM, campaignId)) ?? {};
  await saveFormState(m.company.id, m.user.id, JOBDESC_FORM, campaignId, {
    ...state,
    settings: { jobTitle: "Pflegefachkraft", language: "de", tonality: "informal" },
    sections: {
      responsibilities: { title: "Deine Aufgaben", value: "<ul><li>Du betreust Patientinnen und Patienten.</li></ul>", aiGeneration: false },
      requirements: { title: "Dein Profil", value: "<ul><li>Du hast eine abgeschlossene Pflegeausbildung.</li></ul>", aiGeneration: false },
      company: { title: "Über uns", value: "<p>Ein ambulanter Pflegedienst in Köln.</p>" },
      benefits: { title: "Das bieten wir", value: "<ul><li>30 Tage Urlaub</li></ul>" },
    },
  });
  const detailsId = (await createCompanyDetails(m.company.id, { companyName: "Müller Pflege", departmentName: "", addressLine1: "Hauptstr. 1", postcode: "50667", city: "Köln", country: "DE" }, null))!;
  return { ...m, campaignId, detailsId };
}

async function options(m: Awaited<ReturnType<typeof member>>, values: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ color: "#1f57d1", header: "on", footer: "on", signature: "", locations: "Köln", jobRefId: "", companyDetailsId: m.detailsId, ...values })) form.set(k, v);
  return outcome(async () => stepAction(args(await post(preview(m.campaignId), m.session, form), { step: "preview" })));
}

async function pdf(m: Awaited<ReturnType<typeof member>>) {
  const res = (await outcome(async () => downloadLoader(args(await requestWithSession(`/job-description/download/pdf?id=${m.campaignId}`, m.session), { format: "pdf" })))).response!;
  expect(res.headers.get("Content-Type")).toBe("application/pdf");
  const file = path.join(os.tmpdir(), `jobdesc-qr-${randomUUID()}.pdf`);
  fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  try {
    const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    // the side column alone (170 pt wide): its lines are not interleaved with the main column's
    const side = execFileSync("pdftotext", ["-f", "1", "-l", "1", "-x", "0", "-y", "0", "-W", "172", "-H", "842", file, "-"], { encoding: "utf8" });
    const images = execFileSync("pdfimages", ["-list", file], { encoding: "utf8" })
      .split("\n")
      .slice(2)
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols[2] === "image")
      .map((cols) => `${cols[3]}x${cols[4]}`);
    return { text, side, images, name: res.headers.get("Content-Disposition") };
  } finally {
    fs.rmSync(file, { force: true });
  }
}

describe("QR code on every template (issue 41 §4)", () => {
  it("ticked: the code and its address on each template; unticked: neither", async () => {
    const m = await member();
    const jobPage = `${getEnv().APP_URL}/jobs/${m.campaignId}`;
    // issue 50 §10: a pending campaign's job page is not online yet, so without a job ad's
    // address the file has no QR code and no link at all
    await options(m, { templateName: "default_template", qrCode: "on" });
    const none = await pdf(m);
    expect(none.images).not.toContain(QR_IMAGE);
    expect(none.text.replace(/\s/g, "")).not.toContain(jobPage);
    const apply = "https://careers.example.org/apply/0815";
    await saveFormState(m.company.id, m.user.id, "job-ad", m.campaignId, { applicationMethod: "url", applicationDestination: apply });
    for (const templateName of TEMPLATE_NAMES) {
      await options(m, { templateName, qrCode: "on" });
      const on = await pdf(m);
      expect(on.images, templateName).toContain(QR_IMAGE);
      const printed = templateName === "sidebar_template" ? on.side : on.text;
      expect(printed.replace(/\s/g, ""), templateName).toContain(apply);
      // issue 50 §10: every template names the employer (here the chosen company details' name)
      expect(on.text, templateName).toContain("Müller Pflege");
      await options(m, { templateName });
      const off = await pdf(m);
      expect(off.images, templateName).not.toContain(QR_IMAGE);
      expect(off.text.replace(/\s/g, ""), templateName).not.toContain(apply);
    }
  });

  it("leads to the job ad's application URL when one is given, and the page says where it leads", async () => {
    const m = await member();
    const loadQr = async () => {
      const page = await outcome(async () => stepLoader(args(await requestWithSession(preview(m.campaignId), m.session), { step: "preview" })));
      return (page.data as { preview: { qr: { url: string; kind: string; live: boolean } } }).preview.qr;
    };
    // a pending campaign without a job ad: the public job page, not online yet
    expect(await loadQr()).toEqual({ url: `${getEnv().APP_URL}/jobs/${m.campaignId}`, kind: "job-page", live: false });
    await saveFormState(m.company.id, m.user.id, "job-ad", m.campaignId, { applicationMethod: "url", applicationDestination: "https://careers.example.org/apply/4711" });
    expect(await loadQr()).toEqual({ url: "https://careers.example.org/apply/4711", kind: "application", live: true });
    await options(m, { templateName: "compact_template", qrCode: "on" });
    const file = await pdf(m);
    expect(file.text.replace(/\s/g, "")).toContain("https://careers.example.org/apply/4711");
    // issue 50 §10: the file is named after the published title in readable form; spec 2 §5: the
    // suffix only with the company's append_gender_after_job_title (off for this company)
    expect(file.name).toContain(`filename*=UTF-8''Pflegefachkraft.pdf`);
    expect(file.text).toContain("Pflegefachkraft");
    expect(file.text).not.toContain("(m/w/d)");
  });

  it("spec 2 §5 (issue 48 §7): with the company's append_gender_after_job_title the German title and file name carry (m/w/d)", async () => {
    const m = await member(true);
    await options(m, { templateName: "compact_template" });
    const file = await pdf(m);
    expect(file.text).toContain("Pflegefachkraft (m/w/d)");
    expect(file.name).toContain(`filename*=UTF-8''Pflegefachkraft%20(m-w-d).pdf`);
  });
});
