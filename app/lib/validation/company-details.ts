import type { ValidationRule } from "./rules";

/**
 * The checkout's company details (employer shown in the ads) and invoice information forms
 * (spec 1 §3 "Checkout state", §7 company_details / invoice_information), validated with the
 * validators of spec 1 §5. The logo itself is checked on the server by content
 * (app/services/files/logo.server.ts); here only its presence when company_logo_mandatory is on.
 */
export const COMPANY_DETAILS_FIELDS = ["companyName", "departmentName", "addressLine1", "postcode", "city", "country"] as const;

export const COMPANY_DETAILS_RULES: ValidationRule[] = [
  { field: "companyName", validator: "required" },
  { field: "companyName", validator: "maxLength", value: "100" },
  { field: "departmentName", validator: "maxLength", value: "100" },
  { field: "addressLine1", validator: "maxLength", value: "150" },
  { field: "postcode", validator: "maxLength", value: "20" },
  { field: "city", validator: "maxLength", value: "100" },
  { field: "country", validator: "maxLength", value: "100" },
];

/** spec 1 §5: a logo is required only when flagged; message key campaign-checkout.upload-required. */
export const LOGO_REQUIRED_MESSAGE = "campaign-checkout.upload-required";

export const INVOICE_FIELDS = [
  "companyName",
  "attention",
  "addressLine1",
  "postcode",
  "city",
  "country",
  "vatNumber",
  "invoiceEmail",
] as const;

export const INVOICE_RULES: ValidationRule[] = [
  { field: "companyName", validator: "required" },
  { field: "companyName", validator: "maxLength", value: "100" },
  { field: "attention", validator: "maxLength", value: "100" },
  { field: "attention", validator: "noAtSign" },
  { field: "addressLine1", validator: "required" },
  { field: "addressLine1", validator: "maxLength", value: "150" },
  { field: "postcode", validator: "required" },
  { field: "postcode", validator: "maxLength", value: "20" },
  { field: "city", validator: "required" },
  { field: "city", validator: "maxLength", value: "100" },
  { field: "country", validator: "required" },
  { field: "country", validator: "maxLength", value: "100" },
  { field: "vatNumber", validator: "slug" },
  { field: "vatNumber", validator: "maxLength", value: "20" },
  { field: "invoiceEmail", validator: "required" },
  { field: "invoiceEmail", validator: "email" },
];
