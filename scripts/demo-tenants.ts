/** Tenant sub-domains of the demo companies (scripts/seed/seed.server.ts), registered at the bundled IdP. */
export const DEMO_COMPANY_SLUGS = ["northwind", "brightside", "fortress"];
