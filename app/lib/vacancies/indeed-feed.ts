import { XMLBuilder } from "fast-xml-parser";

/**
 * Writes an XML job feed in the Indeed format (the format the indeed-xml connector reads): our
 * outgoing feed /feeds/:feedKey/jobs.xml and the bundled demo feed. Texts go into CDATA so HTML
 * descriptions survive. fast-xml-parser's builder splits a "]]>" inside a text itself (splitting
 * it here too wrote "]]]]]]><![CDATA[>…", issue 36 §11).
 */
export interface FeedJob {
  referenceNumber: string;
  title: string;
  date: Date;
  url: string;
  company: string;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  description: string;
  email?: string | null;
  salary?: string | null;
  jobType?: string | null;
  category?: string | null;
  /** not in Indeed's list: the demo feed adds it, as some ATS exports do */
  industry?: string | null;
  education?: string | null;
  experience?: string | null;
  /** not in Indeed's list either: read back by our XML connector (spec 1 §3 seniority, uploadFile) */
  seniority?: string | null;
  attachment?: string | null;
  attachmentName?: string | null;
  remoteType?: string | null;
  contactName?: string | null;
  contactPhone?: string | null;
}

const cdata = (value: string) => ({ __cdata: value });

export function buildIndeedFeed(input: {
  publisher: string;
  publisherUrl: string;
  lastBuildDate: Date;
  jobs: FeedJob[];
}) {
  const optional = (name: string, value: string | null | undefined) =>
    value ? { [name]: cdata(value) } : {};
  const builder = new XMLBuilder({
    format: true,
    cdataPropName: "__cdata",
    suppressEmptyNode: true,
  });
  const body = builder.build({
    source: {
      publisher: input.publisher,
      publisherurl: input.publisherUrl,
      lastBuildDate: input.lastBuildDate.toUTCString(),
      job: input.jobs.map((job) => ({
        title: cdata(job.title),
        date: cdata(job.date.toUTCString()),
        referencenumber: cdata(job.referenceNumber),
        url: cdata(job.url),
        company: cdata(job.company),
        ...optional("city", job.city),
        ...optional("state", job.state),
        ...optional("country", job.country),
        ...optional("email", job.email),
        description: cdata(job.description),
        ...optional("salary", job.salary),
        ...optional("jobtype", job.jobType),
        ...optional("category", job.category),
        ...optional("industry", job.industry),
        ...optional("education", job.education),
        ...optional("experience", job.experience),
        ...optional("seniority", job.seniority),
        ...optional("attachment", job.attachment),
        ...optional("attachmentname", job.attachmentName),
        ...optional("remotetype", job.remoteType),
        ...optional("contactname", job.contactName),
        ...optional("contactphone", job.contactPhone),
      })),
    },
  }) as string;
  return `<?xml version="1.0" encoding="utf-8"?>\n${body}`;
}
