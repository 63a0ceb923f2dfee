import { eq } from "drizzle-orm";
import { Document, Packer, Paragraph } from "docx";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { campaignOrders } from "../../app/db/schema";
import { message } from "../../app/lib/validation/messages";
import { jobAdFileInfo, readJobAdFile } from "../../app/models/job-ad-file.server";
import { action as checkoutAction } from "../../app/routes/campaigns/checkout";
import { action as jobAdAction, loader as jobAdLoader } from "../../app/routes/campaigns/job-ad";
import { loader as fileLoader } from "../../app/routes/resources/job-ad-file";
import { JOB_AD_FILE_MAX_BYTES } from "../../app/services/files/job-ad-file.server";
import { png } from "../support/images";
import { campaignWithChannels, checkoutForm, checkoutReady, createPricedChannel, outcome, post, VALID_JOB_AD } from "./checkout-fixtures";
import { requestWithSession, signedInMember, loadContext } from "./fixtures";

/**
 * Issue 42 §12: the session's isAllowUploadPdfAndWord (the company's allow_pdf_word_upload) offers
 * one .pdf/.docx on the job ad, judged by content and size; the order names it; off, no upload.
 */
const args = (request: Request) => ({ request, params: {}, context: loadContext() });
const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");

async function setup(allowPdfWordUpload: boolean) {
  const member = await signedInMember({ allowPdfWordUpload }, { allowToOrder: true });
  const channel = await createPricedChannel(10_000);
  const campaignId = await campaignWithChannels(member.company.id, [channel.id]);
  return { ...member, channel, campaignId, url: `/campaigns/job-ad/?id=${campaignId}` };
}

function jobAdForm(file: File | File[], intent = "continue") {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...VALID_JOB_AD, intent, contactPhoneCode: "+44" })) form.set(k, v);
  for (const f of [file].flat()) form.append("jobAdFile", f);
  return form;
}

describe("the job ad's PDF/Word upload (issue 42 §12)", () => {
  it("on: a PDF is stored, a .docx replaces it, and the order names the file", async () => {
    const { company, user, session, channel, campaignId, url } = await setup(true);
    const loaded = (await outcome(async () => jobAdLoader(args(await requestWithSession(url, session))))).data as Awaited<ReturnType<typeof jobAdLoader>>;
    expect(loaded.fileUpload).toEqual({ current: null });

    const pdf = await outcome(async () => jobAdAction(args(await post(url, session, jobAdForm(new File([PDF], "Job ad (final).pdf", { type: "application/pdf" }))))));
    expect(pdf.status).toBe(302);
    expect(await jobAdFileInfo(company.id, campaignId)).toEqual({ fileName: "Job_ad__final_.pdf", mime: "application/pdf", bytes: PDF.byteLength });

    const docx = await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph("Senior nurse")] }] }));
    // the browser's claim does not matter: the content is a Word document
    const replaced = await outcome(async () => jobAdAction(args(await post(url, session, jobAdForm(new File([new Uint8Array(docx)], "ad.docx", { type: "application/octet-stream" }), "save")))));
    expect(replaced.status).toBe(302);
    const stored = (await readJobAdFile(company.id, campaignId))!;
    expect(stored.mime).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(Buffer.from(stored.file).equals(Buffer.from(docx))).toBe(true);
    const again = (await outcome(async () => jobAdLoader(args(await requestWithSession(url, session))))).data as Awaited<ReturnType<typeof jobAdLoader>>;
    expect(again.fileUpload).toEqual({ current: { fileName: "ad.docx", href: `/campaigns/${campaignId}/job-ad-file` } });
    // downloaded by the company's users only
    const download = async (as: { userId: string; companyId: string }) =>
      outcome(async () => fileLoader({ request: await requestWithSession(`/campaigns/${campaignId}/job-ad-file`, as), params: { campaignId }, context: loadContext() }));
    const served = await download(session);
    expect(served.status).toBe(200);
    expect(served.response!.headers.get("Content-Disposition")).toBe('attachment; filename="ad.docx"');
    expect(Buffer.from(await served.response!.arrayBuffer()).equals(Buffer.from(docx))).toBe(true);
    const other = await signedInMember();
    expect((await download(other.session)).status).toBe(404);

    const ready = await checkoutReady(company.id, user.id, campaignId);
    const ordered = await outcome(async () => checkoutAction(args(await post(`/campaigns/checkout/?id=${campaignId}`, session, checkoutForm({ ...ready, channelIds: [channel.id] })))));
    expect(ordered.status).toBe(302);
    const db = await getDb();
    const [order] = await db.select().from(campaignOrders).where(eq(campaignOrders.campaignId, campaignId));
    expect(order.checkout.jobAdFile).toEqual({ fileName: "ad.docx", mime: stored.mime, bytes: docx.byteLength });
  });

  it("on: another type (named .pdf), an empty file, one over 10 MB and two files are refused with a field message; nothing is stored", async () => {
    const { company, session, campaignId, url } = await setup(true);
    const refuse = async (files: File[], expected: string) => {
      const result = await outcome(async () => jobAdAction(args(await post(url, session, jobAdForm(files)))));
      expect(result.status).toBe(400);
      expect((result.data as { error: Record<string, string[]> }).error.jobAdFile).toEqual([expected]);
    };
    await refuse([new File([png(2, 2)], "ad.pdf", { type: "application/pdf" })], message("file-stack.unsupported-files", { mime: "image/png" }));
    await refuse([new File([Buffer.from("just text")], "ad.pdf", { type: "application/pdf" })], message("file-stack.unsupported-files", { mime: "application/octet-stream" }));
    await refuse([new File([Buffer.alloc(0)], "empty.pdf", { type: "application/pdf" })], "campaign-checkout.upload-empty");
    expect(JOB_AD_FILE_MAX_BYTES).toBe(10_485_760);
    const big = Buffer.concat([PDF, Buffer.alloc(JOB_AD_FILE_MAX_BYTES + 1 - PDF.byteLength)]);
    await refuse([new File([big], "big.pdf", { type: "application/pdf" })], message("file-stack.too-large", { max: "10 MB" }));
    await refuse([new File([PDF], "a.pdf"), new File([PDF], "b.pdf")], message("file-stack.too-many-files", { max: 1 }));
    expect(await jobAdFileInfo(company.id, campaignId)).toBeNull();
  });

  it("off: no upload is offered and a file sent anyway is not stored", async () => {
    const { company, session, campaignId, url } = await setup(false);
    const loaded = (await outcome(async () => jobAdLoader(args(await requestWithSession(url, session))))).data as Awaited<ReturnType<typeof jobAdLoader>>;
    expect(loaded.fileUpload).toBeNull();
    const result = await outcome(async () => jobAdAction(args(await post(url, session, jobAdForm(new File([PDF], "ad.pdf", { type: "application/pdf" }))))));
    expect(result.status).toBe(302);
    expect(await jobAdFileInfo(company.id, campaignId)).toBeNull();
  });
});
