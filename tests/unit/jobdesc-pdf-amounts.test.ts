/**
 * An amount in the PDF stays on one line: "Werktijden en voorwaarden: … € 3.200 per maand" was
 * broken after the "€", leaving the currency at the end of one line and 3.200 on the next (the
 * sidebar template's column, QA 2026-12-06).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TEMPLATES } from "~/lib/jobdesc/templates";
import type { JobDocument } from "~/services/jobdesc/document.server";
import { renderJobPdf } from "~/services/jobdesc/pdf.server";

function documentWith(item: string): JobDocument {
  return {
    template: TEMPLATES.sidebar_template,
    language: "nl",
    jobTitle: "Vrachtwagenchauffeur CE (m/v/x)",
    employer: "Northwind Staffing",
    color: "#000000",
    header: true,
    footer: true,
    sections: [{ title: "Uw taken", blocks: [{ kind: "list", items: [item] }] }],
    jobRefId: null,
    company: null,
    locations: ["Rotterdam"],
    allowRemoteWork: false,
    signature: "",
    qr: null,
    headerImage: null,
    footerImage: null,
    labels: { jobRefId: "Referentie", locations: "Locaties", remote: "Thuiswerken mogelijk", apply: "Solliciteer" },
  };
}

const pdfLines = (bytes: Buffer) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "jd-amount-")), "a.pdf");
  fs.writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).split("\n").map((l) => l.trim());
};

describe("amounts in the job-description PDF", () => {
  it("a currency and its number are never split over two lines", async () => {
    // the words before the amount push "€" to the end of the column's line
    const lines = pdfLines(
      await renderJobPdf(documentWith("Werktijden en voorwaarden: 30 vakantiedagen, flexibele werktijden, € 3.200 per maand.")),
    );
    expect(lines.some((l) => /€$/.test(l)), lines.join("\n")).toBe(false);
    expect(lines.some((l) => /€\s3\.200 per maand/.test(l)), lines.join("\n")).toBe(true);
    const german = pdfLines(await renderJobPdf(documentWith("Rahmenbedingungen: 30 Tage Urlaub, Homeoffice, Jahresgehalt ab 58.000 € brutto.")));
    expect(german.some((l) => /^€/.test(l)), german.join("\n")).toBe(false);
  });
});
