/**
 * Feature flags by their server names (spec 1 §3), with the default a company gets when it has
 * no row in feature_flags. This is the one place where server names map to the UI's camelCase.
 */
export const FEATURE_DEFAULTS = {
  vacancy_overview: true,
  split_job_post_details: false,
  company_logo_mandatory: false,
  increase_number_of_business_location: false,
  recruitment_analytics: false,
  copy_campaign: true,
  ra_provides_customer_ref_id: false,
  show_contracts: true,
  jobs_first: false,
  jmp_job_ad_link: false,
  jmp_file_stack: false,
  share_campaign_details: true,
  market_insights: false,
  extra_privacy: false,
  seniority_terms: false,
  show_sla: false,
  show_job_url: false,
  mc_filter_seniority: false,
  mc_filter_employment_type: false,
  mc_filter_channel_type: false,
  mc_filter_job_function_tree: false,
  mc_show_filter_chips: false,
  persist_invoice_information: false,
  persist_company_details: false,
  force_auth0: false,
  approve_flow: false,
  ai_product_recommendations: false,
  ai_job_description_generator: false,
  append_gender_after_job_title: false,
  accept_hourly_rates: false,
  enable_enhanced_recommendations_by_default: false,
} as const satisfies Record<string, boolean>;

export type FeatureName = keyof typeof FEATURE_DEFAULTS;
export const FEATURE_NAMES = Object.keys(FEATURE_DEFAULTS) as FeatureName[];

/** spec 1 §3: the names under which the UI knows some flags. */
const UI_NAMES: Partial<Record<FeatureName, string>> = {
  vacancy_overview: "vacancies",
  increase_number_of_business_location: "businessLocation",
  recruitment_analytics: "analytics",
};

export function uiFeatureName(name: FeatureName): string {
  return UI_NAMES[name] ?? name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

export type Features = Record<FeatureName, boolean>;
export type UiFeatures = Record<string, boolean>;

// every gated request maps the flags: the names are worked out once (issue 10: the regular
// expression per flag showed in the server's CPU profile)
const UI_FEATURE_NAMES = FEATURE_NAMES.map((name) => [name, uiFeatureName(name)] as const);

export function toUiFeatures(features: Features): UiFeatures {
  const ui: UiFeatures = {};
  for (const [name, uiName] of UI_FEATURE_NAMES) ui[uiName] = features[name];
  return ui;
}

export function isFeatureName(value: string): value is FeatureName {
  return Object.hasOwn(FEATURE_DEFAULTS, value);
}
