/** Tenant sub-domains of the demo companies (app/db/seed.server.ts), registered at the bundled IdP. */
export const DEMO_COMPANY_SLUGS = ["northwind", "brightside", "fortress"];
