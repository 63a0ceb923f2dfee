import fs from "node:fs";
import path from "node:path";
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { nextWorkingDay, onlineWindow } from "~/lib/campaign/order-dates";
import { FILE_EXTENSION_MAX_LENGTH, FILE_NAME_MAX_LENGTH, fileNameForType, sanitizeFileName } from "~/lib/file-name";
import { callingCodeOptions, parsePhone } from "~/lib/phone";
import { serverJobAdSchema } from "~/lib/validation/job-ad.server";
import { LOGO_REQUIRED_MESSAGE } from "~/lib/validation/company-details";
import { companyDetailsSchema, invoiceSchema } from "~/lib/validation/company-details-schema";
import { DESCRIPTION_MIN_CHARS, JOB_AD_RULES, SALARY_MAX, WORKING_HOURS_MAX, WORKING_HOURS_MIN } from "~/lib/validation/job-ad";
import { jobAdSchema } from "~/lib/validation/job-ad-schema";
import { message, translateMessage } from "~/lib/validation/messages";
import { translate } from "~/lib/i18n/translate";
import { serverI18n } from "~/services/i18n/i18next.server";
import {
  LOGO_MAX_BYTES,
  LOGO_MAX_FILES,
  LOGO_MAX_PIXELS,
  checkFileCount,
  checkLogoUpload,
} from "~/services/files/logo.server";
import { richTextFromInput, sanitizeRichText } from "~/services/html/sanitize.server";
import { GIF_1X1, JPEG_1X1, png } from "../support/images";

const readLocale = (locale: string, ns: string) =>
  JSON.parse(fs.readFileSync(path.join("locales", locale, `${ns}.json`), "utf8")) as Record<string, string>;

describe("phone numbers (spec 1 §5)", () => {
  it("parses with the calling code and number to get the country", () => {
    expect(parsePhone("+31", "06 12345678")).toEqual({ valid: true, country: "NL", e164: "+31612345678", callingCode: "+31" });
    expect(parsePhone("+49", "030 123456")).toMatchObject({ valid: true, country: "DE", e164: "+4930123456" });
    expect(parsePhone("+1", "718 555 0100")).toMatchObject({ valid: true, country: "US" });
  });

  it("+44 falls back to GB", () => {
    // the compact metadata guesses Guernsey for this British mobile number
    expect(parsePhone("+44", "07911 123456")).toMatchObject({ valid: true, country: "GB", e164: "+447911123456" });
    // too short to be valid, still GB
    expect(parsePhone("+44", "12")).toMatchObject({ valid: false, country: "GB", callingCode: "+44" });
  });

  it("a number typed with its own + prefix wins over the calling code", () => {
    expect(parsePhone("+44", "+31 6 12345678")).toMatchObject({ country: "NL", e164: "+31612345678" });
    expect(parsePhone("+44", "0031612345678")).toMatchObject({ country: "NL" });
  });

  it("empty or garbage is not valid", () => {
    expect(parsePhone("+31", "")).toEqual({ valid: false, country: null, e164: null, callingCode: null });
    expect(parsePhone("+31", "abc").valid).toBe(false);
  });

  it("offers each calling code once, in numeric order", () => {
    const codes = callingCodeOptions();
    expect(codes[0]).toBe("+1");
    expect(codes).toContain("+44");
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe("job ad (issue 4 §4)", () => {
  const valid = {
    jobTitle: "Senior nurse",
    description: `<p>${"We are looking for a caring senior nurse. ".repeat(2)}</p>`,
    applicationMethod: "url",
    applicationDestination: "https://careers.example.com/apply",
    locations: "Amsterdam, Utrecht",
    employmentType: "full-time",
    workingHoursMin: "32",
    workingHoursMax: "40",
    salaryMin: "3500",
    salaryMax: "4800",
    salaryPeriod: "month",
    contactName: "Jane Doe",
    contactPhoneCode: "+31",
    contactPhone: "06 12345678",
  };
  const errorsOf = (input: Record<string, string>, options?: { acceptHourlyRates: boolean }) =>
    serverJobAdSchema(options ?? { acceptHourlyRates: false }).safeParse(input).error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];

  it("accepts a complete job ad", () => {
    expect(errorsOf(valid)).toEqual([]);
  });

  it("requires title, description, destination, locations and the choices", () => {
    const paths = errorsOf({}).map(([path]) => path);
    expect(paths).toEqual(expect.arrayContaining(["jobTitle", "description", "applicationDestination", "locations", "applicationMethod", "employmentType"]));
  });

  it("the description is measured without its markup", () => {
    expect(DESCRIPTION_MIN_CHARS).toBe(50);
    const short = `<p><strong>${"x".repeat(49)}</strong></p>`;
    expect(errorsOf({ ...valid, description: short })).toEqual([["description", message("form.warning.min-length", { min: 50 })]]);
    expect(errorsOf({ ...valid, description: `<p>${"x".repeat(50)}</p>` })).toEqual([]);
  });

  it("the destination is a public URL or an e-mail address, depending on the method", () => {
    expect(errorsOf({ ...valid, applicationDestination: "http://192.168.0.10/jobs" })).toEqual([["applicationDestination", "form.warning.url"]]);
    expect(errorsOf({ ...valid, applicationMethod: "email", applicationDestination: "jobs@example.com" })).toEqual([]);
    expect(errorsOf({ ...valid, applicationMethod: "email", applicationDestination: "https://x.example" })).toEqual([
      ["applicationDestination", "form.warning.email"],
    ]);
    expect(errorsOf({ ...valid, vacancyPageUrl: "ftp://localhost/job" })).toEqual([["vacancyPageUrl", "form.warning.url"]]);
  });

  it("at most 5 locations", () => {
    expect(errorsOf({ ...valid, locations: "A, B, C, D, E, F" })).toEqual([["locations", message("form.warning.max-items", { max: 5 })]]);
  });

  it("working hours between 1 and 80 a week, maximum not below minimum", () => {
    expect([WORKING_HOURS_MIN, WORKING_HOURS_MAX]).toEqual([1, 80]);
    expect(errorsOf({ ...valid, workingHoursMin: "0" })).toEqual([["workingHoursMin", message("form.warning.min-number", { min: 1 })]]);
    expect(errorsOf({ ...valid, workingHoursMax: "81" })).toEqual([["workingHoursMax", message("form.warning.max-number", { max: 80 })]]);
    expect(errorsOf({ ...valid, workingHoursMin: "40", workingHoursMax: "32" })).toEqual([
      ["workingHoursMax", message("job-ad:job-ad.warning.max-below-min", { min: 40 })],
    ]);
  });

  it("salary range with a period; hourly only with accept_hourly_rates", () => {
    expect(SALARY_MAX).toBe(1_000_000);
    expect(errorsOf({ ...valid, salaryMax: "1000001" })).toEqual([["salaryMax", message("form.warning.max-number", { max: 1_000_000 })]]);
    expect(errorsOf({ ...valid, salaryMin: "5000", salaryMax: "4000" })).toEqual([["salaryMax", message("job-ad:job-ad.warning.max-below-min", { min: 5000 })]]);
    const { salaryPeriod: _period, ...withoutPeriod } = valid;
    expect(errorsOf(withoutPeriod)).toEqual([["salaryPeriod", "form.warning.field-required"]]);
    expect(errorsOf({ ...valid, salaryPeriod: "hour" }).map(([p]) => p)).toEqual(["salaryPeriod"]);
    expect(errorsOf({ ...valid, salaryPeriod: "hour" }, { acceptHourlyRates: true })).toEqual([]);
  });

  // QA: the number fields showed "at least 1" and "at most 80" at once for "abc", and a third
  // message ("at least 45000") beside them on a salary maximum; one clear message per field now
  it("a number field that is not a number gets one message, not its bounds", () => {
    for (const field of ["workingHoursMin", "workingHoursMax", "experienceYears", "salaryMin", "salaryMax"]) {
      for (const text of ["abc", "1e9", "+5", "5e", "--5", "12abc"]) {
        expect(errorsOf({ ...valid, [field]: text }), `${field}=${text}`).toEqual([[field, "form.warning.number"]]);
      }
    }
    expect(errorsOf({ ...valid, workingHoursMin: "-5" })).toEqual([["workingHoursMin", message("form.warning.min-number", { min: 1 })]]);
    expect(errorsOf({ ...valid, salaryMin: "-5" })).toEqual([["salaryMin", message("form.warning.min-number", { min: 0 })]]);
    expect(errorsOf({ ...valid, salaryMin: "45000", salaryMax: "1e9" })).toEqual([["salaryMax", "form.warning.number"]]);
  });

  it("a range's order is checked only once both ends are valid numbers", () => {
    // the minimum is out of range: no "at least 100" on a maximum that also says "at most 80"
    expect(errorsOf({ ...valid, workingHoursMin: "100", workingHoursMax: "81" })).toEqual([
      ["workingHoursMin", message("form.warning.max-number", { max: 80 })],
      ["workingHoursMax", message("form.warning.max-number", { max: 80 })],
    ]);
    expect(errorsOf({ ...valid, workingHoursMin: "abc", workingHoursMax: "20" })).toEqual([["workingHoursMin", "form.warning.number"]]);
    expect(errorsOf({ ...valid, workingHoursMin: "37,5", workingHoursMax: "37.5" })).toEqual([]);
    // prices as the helpers read them: "45.000,00" is 45000
    expect(errorsOf({ ...valid, salaryMin: "45.000,00", salaryMax: "40.000" })).toEqual([
      ["salaryMax", message("job-ad:job-ad.warning.max-below-min", { min: 45000 })],
    ]);
    expect(errorsOf({ ...valid, salaryMin: "45.000,00", salaryMax: "50.000" })).toEqual([]);
  });

  it("minimum years of experience are whole years (decision 064)", () => {
    expect(errorsOf({ ...valid, experienceYears: "3" })).toEqual([]);
    expect(errorsOf({ ...valid, experienceYears: "2.5" })).toEqual([["experienceYears", "job-ad:job-ad.warning.whole-number"]]);
    expect(errorsOf({ ...valid, experienceYears: "51" })).toEqual([["experienceYears", message("form.warning.max-number", { max: 50 })]]);
  });

  it("never more than one message for a field", () => {
    const noise = ["", "abc", "1e9", "-5", "0", "81", "100", "2.5", "45.000,00", "x".repeat(3000), "a@b", "http://localhost"];
    const fields = ["jobTitle", "applicationDestination", "vacancyPageUrl", "locations", "workingHoursMin", "workingHoursMax", "experienceYears", "salaryMin", "salaryMax", "contactName", "uploadFile"];
    for (const a of noise) {
      for (const b of noise) {
        const input: Record<string, string> = { ...valid };
        fields.forEach((field, i) => (input[field] = i % 2 ? a : b));
        const paths = errorsOf(input).map(([path]) => path);
        expect(new Set(paths).size, `${a} / ${b}: ${paths.join(", ")}`).toBe(paths.length);
      }
    }
  });

  it("a failed submission keeps the salary as typed; the parsed value is the helpers' number", () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...valid, salaryMin: "45.000,00", salaryMax: "1e9" })) form.set(key, value);
    const failed = parseWithZod(form, { schema: serverJobAdSchema({ acceptHourlyRates: false }) });
    expect(failed.status).toBe("error");
    expect(failed.reply().initialValue).toMatchObject({ salaryMin: "45.000,00", salaryMax: "1e9" });
    form.set("salaryMax", "50.000");
    const passed = parseWithZod(form, { schema: serverJobAdSchema({ acceptHourlyRates: false }) });
    expect(passed.status === "success" && [passed.value.salaryMin, passed.value.salaryMax]).toEqual(["45000", "50000"]);
  });

  it("the number messages exist in every language", () => {
    for (const locale of ["en-US", "de-DE", "nl-NL"]) {
      const read = (ns: string) => JSON.parse(fs.readFileSync(path.join("locales", locale, `${ns}.json`), "utf8")) as Record<string, string>;
      // the rules' forms (checkout, job ad) load the checkout namespace; the job ad's own checks say job-ad:…
      expect(read("checkout")["form.warning.number"], locale).toBeTruthy();
      const jobAd = read("job-ad");
      expect(jobAd["job-ad.warning.whole-number"], locale).toBeTruthy();
      expect(jobAd["job-ad.warning.max-below-min"], locale).toContain("{{min, number}}");
    }
  });

  // QA: a German user typed "45.000" and read "mindestens 45000"; the minimum is a number in the
  // message and the text writes it in the reader's language
  it("the range message writes the minimum in the reader's language", () => {
    const shown = (fields: Record<string, string>, field: string) => {
      const [[path, encoded]] = errorsOf({ ...valid, ...fields });
      expect(path).toBe(field);
      return (["en-US", "de-DE", "nl-NL"] as const).map((locale) => {
        const resources = { checkout: readLocale(locale, "checkout"), "job-ad": readLocale(locale, "job-ad"), common: readLocale(locale, "common") };
        // as the page shows it (translate.ts) and as a loader or action would (i18next)
        const page = translateMessage((key, values) => translate(resources, locale, "checkout", key, values), encoded);
        expect(translateMessage(serverI18n.getFixedT(locale, ["checkout", "job-ad"]), encoded), locale).toBe(page);
        return page;
      });
    };
    const salary = shown({ salaryMin: "45.000", salaryMax: "40.000" }, "salaryMax");
    expect(salary.map((text) => /\d[\d.,]*/.exec(text)?.[0])).toEqual(["45,000", "45.000", "45.000"]);
    expect(salary[0]).toBe("Enter at least 45,000: the maximum cannot be below the minimum");
    const hours = shown({ workingHoursMin: "38,5", workingHoursMax: "30" }, "workingHoursMax");
    expect(hours.map((text) => /\d[\d.,]*/.exec(text)?.[0])).toEqual(["38.5", "38,5", "38,5"]);
  });

  it("contact: no at-sign in the name, a valid phone number", () => {
    expect(errorsOf({ ...valid, contactName: "jane@example.com" })).toEqual([["contactName", "form.warning.no-at-sign"]]);
    expect(errorsOf({ ...valid, contactPhone: "12" })).toEqual([["contactPhone", "form.warning.phone"]]);
  });

  it("the browser's schema leaves the phone check to the server (no libphonenumber in the bundle)", () => {
    const browser = jobAdSchema({ acceptHourlyRates: false }).safeParse({ ...valid, contactPhone: "12" });
    expect(browser.success).toBe(true);
  });

  it("every rule uses a validator of spec 1 §5", () => {
    expect(new Set(JOB_AD_RULES.map((r) => r.validator))).toEqual(
      new Set(["required", "minLength", "maxLength", "minTextLength", "maxTextLength", "url", "maxItems", "min", "max", "noAtSign"]),
    );
  });
});

describe("rich text sanitising", () => {
  it("keeps simple formatting and drops scripts, handlers and unsafe links", () => {
    const html = sanitizeRichText(
      '<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)><ul><li>a</li></ul>',
    );
    expect(html).toBe("<p>Hi <strong>there</strong></p><a rel=\"noopener noreferrer nofollow\" target=\"_blank\">x</a><ul><li>a</li></ul>");
  });

  it("links open safely", () => {
    expect(sanitizeRichText('<a href="https://example.com">site</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">site</a>',
    );
  });

  it("plain text keeps its paragraphs and is escaped", () => {
    expect(richTextFromInput("First line\nsecond line\n\nNew <paragraph> & more")).toBe(
      "<p>First line<br />second line</p><p>New &lt;paragraph&gt; &amp; more</p>",
    );
    expect(richTextFromInput("   ")).toBe("");
  });
});

describe("logo upload (spec 1 §5)", () => {
  it("the limits of the spec", () => {
    expect(LOGO_MAX_BYTES).toBe(10485760);
    expect(LOGO_MAX_PIXELS).toBe(5000);
    expect(LOGO_MAX_FILES).toBe(1);
  });

  it("accepts a real PNG and JPEG, judged by content", async () => {
    expect(await checkLogoUpload(png(3, 2), "My logo (1).png")).toMatchObject({
      ok: true,
      mime: "image/png",
      fileName: "My_logo__1_.png",
      width: 3,
      height: 2,
    });
    expect(await checkLogoUpload(JPEG_1X1, "photo.jpeg")).toMatchObject({ ok: true, mime: "image/jpeg", width: 1, height: 1 });
    // a JPEG named .png is still a JPEG
    expect(await checkLogoUpload(JPEG_1X1, "logo.png")).toMatchObject({ ok: true, mime: "image/jpeg" });
  });

  it("other types give file-stack.unsupported-files with the mime type", async () => {
    expect(await checkLogoUpload(GIF_1X1, "logo.png")).toEqual({
      ok: false,
      error: message("file-stack.unsupported-files", { mime: "image/gif" }),
    });
    expect(await checkLogoUpload(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"), "logo.png")).toMatchObject({
      ok: false,
      error: expect.stringContaining("file-stack.unsupported-files"),
    });
    // content that is not recognised at all is named by the browser's claim, never accepted by it
    expect(await checkLogoUpload(new TextEncoder().encode("just text"), "notes.txt", "text/plain")).toEqual({
      ok: false,
      error: message("file-stack.unsupported-files", { mime: "text/plain" }),
    });
    expect(await checkLogoUpload(new TextEncoder().encode("just text"), "notes.png", "image/png")).toEqual({
      ok: false,
      error: message("file-stack.unsupported-files", { mime: "application/octet-stream" }),
    });
    expect(await checkLogoUpload(new TextEncoder().encode("just text"), "notes.txt")).toEqual({
      ok: false,
      error: message("file-stack.unsupported-files", { mime: "application/octet-stream" }),
    });
  });

  it("at most 10485760 bytes", async () => {
    const exactly = Buffer.concat([png(2, 2), Buffer.alloc(LOGO_MAX_BYTES - png(2, 2).byteLength)]);
    expect(exactly.byteLength).toBe(10485760);
    expect((await checkLogoUpload(exactly, "big.png")).ok).toBe(true);
    const over = Buffer.concat([exactly, Buffer.alloc(1)]);
    expect(await checkLogoUpload(over, "big.png")).toEqual({ ok: false, error: message("file-stack.too-large", { max: "10 MB" }) });
  });

  it("at most 5000×5000 pixels", async () => {
    expect((await checkLogoUpload(png(5000, 1), "wide.png")).ok).toBe(true);
    expect(await checkLogoUpload(png(5001, 10), "wide.png")).toEqual({
      ok: false,
      error: message("file-stack.too-many-pixels", { max: "5000x5000" }),
    });
    expect((await checkLogoUpload(png(10, 5001), "tall.png")).ok).toBe(false);
  });

  it("at most one file", () => {
    expect(checkFileCount([1])).toBeNull();
    expect(checkFileCount([1, 2])).toBe(message("file-stack.too-many-files", { max: 1 }));
  });

  it("an empty file is refused", async () => {
    expect(await checkLogoUpload(new Uint8Array(), "x.png")).toEqual({ ok: false, error: "campaign-checkout.upload-empty" });
  });
});

describe("file names (spec 1 §5)", () => {
  it("every character other than a letter or digit becomes an underscore; the extension is kept", () => {
    expect(sanitizeFileName("my logo (final).PNG")).toBe("my_logo__final_.PNG");
    expect(sanitizeFileName("Brückner & Söhne.jpeg")).toBe("Br_ckner___S_hne.jpeg");
    expect(sanitizeFileName("archive.tar.png")).toBe("archive_tar.png");
    expect(sanitizeFileName("C:\\Users\\jane\\logo.jpg")).toBe("logo.jpg");
    expect(sanitizeFileName("../../etc/passwd")).toBe("passwd");
    expect(sanitizeFileName(".hidden")).toBe("_hidden");
    expect(sanitizeFileName("noextension")).toBe("noextension");
  });

  it("issue 36 §11: at most 100 characters, the extension kept", () => {
    expect(FILE_NAME_MAX_LENGTH).toBe(100);
    expect(FILE_EXTENSION_MAX_LENGTH).toBe(16);
    const long = sanitizeFileName(`${"a".repeat(5000)}.png`);
    expect(long).toBe(`${"a".repeat(96)}.png`);
    expect(sanitizeFileName(`${"b".repeat(99)}.jpeg`)).toHaveLength(100);
    expect(sanitizeFileName(`${"c".repeat(95)}.jpeg`)).toBe(`${"c".repeat(95)}.jpeg`);
    // a 5,000-character "extension" is not one: the name is cut
    expect(sanitizeFileName(`logo.${"x".repeat(5000)}`)).toBe(`logo.${"x".repeat(95)}`);
    expect(sanitizeFileName("z".repeat(5000))).toBe("z".repeat(100));
    // cutting is stable: a cut name stays as it is
    expect(sanitizeFileName(long)).toBe(long);
    // served names too, with the extension of the sniffed type
    expect(fileNameForType(`${"d".repeat(5000)}.html`, "image/png")).toBe(`${"d".repeat(95)}.png`);
    expect(fileNameForType("e".repeat(5000), "image/jpeg")).toBe(`${"e".repeat(96)}.jpg`);
  });
});

describe("company details and invoice forms", () => {
  it("the logo is required only when company_logo_mandatory is on", () => {
    const input = { companyName: "Northwind" };
    expect(companyDetailsSchema({ logoMandatory: false, hasLogo: false }).safeParse(input).success).toBe(true);
    const missing = companyDetailsSchema({ logoMandatory: true, hasLogo: false }).safeParse(input);
    expect(missing.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["logo", LOGO_REQUIRED_MESSAGE]]);
    expect(LOGO_REQUIRED_MESSAGE).toBe("campaign-checkout.upload-required");
    expect(companyDetailsSchema({ logoMandatory: true, hasLogo: true }).safeParse(input).success).toBe(true);
    const file = new File([png(1, 1)], "logo.png", { type: "image/png" });
    expect(companyDetailsSchema({ logoMandatory: true, hasLogo: false }).safeParse({ ...input, logo: file }).success).toBe(true);
  });

  it("invoice information needs an address and a valid invoice e-mail", () => {
    const result = invoiceSchema().safeParse({ companyName: "Northwind", invoiceEmail: "nope", vatNumber: "NL 123" });
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["addressLine1", "postcode", "city", "country", "vatNumber", "invoiceEmail"]);
  });
});

describe("order dates", () => {
  it("the channels go online on the next working day", () => {
    expect(nextWorkingDay(new Date("2027-03-03T15:00:00Z")).toISOString()).toBe("2027-03-04T00:00:00.000Z"); // Wed → Thu
    expect(nextWorkingDay(new Date("2027-03-05T09:00:00Z")).toISOString()).toBe("2027-03-08T00:00:00.000Z"); // Fri → Mon
    expect(nextWorkingDay(new Date("2027-03-06T09:00:00Z")).toISOString()).toBe("2027-03-08T00:00:00.000Z"); // Sat → Mon
    expect(nextWorkingDay(new Date("2027-03-07T23:59:00Z")).toISOString()).toBe("2027-03-08T00:00:00.000Z"); // Sun → Mon
  });

  it("each channel stays online for its days online", () => {
    const from = new Date("2027-03-08T00:00:00Z");
    expect(onlineWindow(from, 30)).toEqual({ onlineFrom: from, onlineUntil: new Date("2027-04-07T00:00:00Z") });
  });
});
