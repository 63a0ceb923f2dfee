/**
 * PDF templates (spec 2 §3 "Template"): what each layout shows. The layouts themselves are in
 * app/services/jobdesc/pdf.server.ts.
 */
export const TEMPLATE_NAMES = ["default_template", "sidebar_template", "compact_template"] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

export interface Template {
  templateName: TemplateName;
  hasCompanyInformationText: boolean;
  hasQrCode: boolean;
  supportsMultipleLocations: boolean;
  hasJobReferenceId: boolean;
  hasFooterImage: boolean;
}

export const TEMPLATES: Record<TemplateName, Template> = {
  // one column: header band in the company colour, sections top to bottom, QR code at the end
  default_template: {
    templateName: "default_template",
    hasCompanyInformationText: true,
    hasQrCode: true,
    supportsMultipleLocations: false,
    hasJobReferenceId: true,
    hasFooterImage: true,
  },
  // a coloured side column with company details, locations and QR code beside the sections
  sidebar_template: {
    templateName: "sidebar_template",
    hasCompanyInformationText: true,
    hasQrCode: true,
    supportsMultipleLocations: true,
    hasJobReferenceId: false,
    hasFooterImage: false,
  },
  // a dense flyer without company text: for notice boards, several locations listed, the QR code
  // at the foot (issue 41 §4: every template shows it when ticked)
  compact_template: {
    templateName: "compact_template",
    hasCompanyInformationText: false,
    hasQrCode: true,
    supportsMultipleLocations: true,
    hasJobReferenceId: true,
    hasFooterImage: false,
  },
};

export function isTemplateName(value: unknown): value is TemplateName {
  return typeof value === "string" && (TEMPLATE_NAMES as readonly string[]).includes(value);
}
