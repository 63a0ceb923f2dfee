/** Tenant sub-domains of the demo companies (app/services/seed/seed.server.ts), registered at the bundled IdP. */
export const DEMO_COMPANY_SLUGS = ["northwind", "brightside", "fortress"];
