/**
 * `npm run explain:campaign-lists`: the query plans of the campaign lists at 5,000 campaigns.
 * Creates EXPLAIN_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/hirewave_explain; the
 * script drops and re-creates it), migrates it, generates one company with 5,000 campaigns (8
 * authors, every status, 36 months, baskets and results) beside 3 other companies of the same size
 * — so a plan that reads other tenants' rows shows — and runs every list and facet query of
 * app/models/campaign-list.server.ts as the dashboard and /campaigns pages call them. Each
 * statement the models send is captured and printed with EXPLAIN (ANALYZE, BUFFERS), the fastest of 3.
 * EXPLAIN_VERBOSE=0 prints only a one-line outcome per statement; EXPLAIN_KEEP=1 keeps the database.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { runMigrations, setDatabase, type Database, type DatabaseHandle } from "../app/db/client.server";
import * as schema from "../app/db/schema";
import { DASHBOARD_PAGE_SIZE, DASHBOARD_STATUSES, OVERVIEW_PAGE_SIZE } from "../app/lib/campaign/list";
import { listDashboardCampaigns, searchCampaigns, type OverviewQuery } from "../app/models/campaign-list.server";

const URL_ = process.env.EXPLAIN_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/hirewave_explain";
const CAMPAIGNS = Number(process.env.EXPLAIN_CAMPAIGNS ?? 5_000);
const VERBOSE = process.env.EXPLAIN_VERBOSE !== "0";

const target = new URL(URL_);
const dbName = target.pathname.slice(1);
const admin = new URL(URL_);
admin.pathname = "/postgres";
const adminClient = new pg.Client({ connectionString: admin.toString() });
await adminClient.connect();
await adminClient.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
await adminClient.query(`CREATE DATABASE "${dbName}"`);

// the statements the models send, in order, while `capturing` is on
let captured: { query: string; params: unknown[] }[] = [];
let capturing = false;
const pool = new pg.Pool({ connectionString: URL_, max: 10 });
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (query, params) => void (capturing && captured.push({ query, params })) },
}) as unknown as Database;
const handle: DatabaseHandle = {
  db,
  driver: "pg",
  close: () => pool.end(),
  ping: async () => undefined,
  // the campaign lists go through drizzle (captured above); statements built once are not
  // part of them, and are captured here all the same
  query: async <T,>(text: string, values: unknown[]) => {
    if (capturing) captured.push({ query: text, params: values });
    return (await pool.query({ text, values })).rows as T[];
  },
};
setDatabase(handle);
await runMigrations(handle);

/**
 * All in SQL (generate_series): 4 companies × CAMPAIGNS campaigns over the last 36 months, spread
 * over 8 authors and the statuses with a realistic weight (most are drafts or expired), half of
 * them with a target group, 1–4 channels in each basket and daily results for ordered ones.
 */
const started = Date.now();
await pool.query(`
  insert into companies (name, tenant_slug)
    select 'Explain ' || i, 'explain-' || i from generate_series(1, 4) i;
  insert into users (oidc_issuer, oidc_subject, email, first_name, last_name)
    select 'explain', 'u' || i, 'u' || i || '@explain.test', 'First' || i, 'Last' || (i % 8) from generate_series(1, 32) i;
  insert into channels (slug, name, type, focus, description, duration_days, price_cents, available_for_purchase, bundle_id)
    select 'explain-' || i, 'Channel ' || i, 'job_board', '{"en":"x"}', '{"en":"x"}', 30, 10000 + i * 100, i % 7 <> 0,
      case when i % 11 = 0 then 'bundle' end
    from generate_series(1, 60) i;
`);
await pool.query(
  `
  with co as (select id, row_number() over (order by tenant_slug) - 1 as n from companies where tenant_slug like 'explain-%'),
  au as (select id, row_number() over (order by oidc_subject) - 1 as n from users where oidc_issuer = 'explain'),
  g as (
    select co.id as company_id, co.n as cn, i,
      (array['pending','pending','notposteddraft','ordered','online','expired','expired','expired',
             'awaiting_approval','approval_rejected','processed','notProcessed'])[1 + (i * 7) % 12] as status,
      now() - ((i * 37) % (36 * 30)) * interval '1 day' - (i % 24) * interval '1 hour' as created_at
    from co, generate_series(1, $1::int) i
  )
  insert into campaigns (company_id, created_by, name, status, target_group, created_at, ordered_at, ordered_by,
                         availability_date, ordered_total_cents)
  select g.company_id, au.id,
    (array['Nurse','Developer','Driver','Accountant','Chef','Teacher','Welder','Designer'])[1 + i % 8] || ' ' || i,
    g.status,
    case when i % 2 = 0 then jsonb_build_object(
      'jobTitle', jsonb_build_object('id', 't' || i % 50, 'label', (array['Registered nurse','Java developer','Truck driver','Accountant','Sous chef'])[1 + i % 5]),
      'jobFunction', jsonb_build_object('id', 'f', 'label', 'Function'),
      'regions', jsonb_build_array(jsonb_build_object('id', 'r' || i % 20, 'label', (array['Berlin','Munich','Amsterdam','Utrecht','Hamburg'])[1 + i % 5])),
      'industries', '[]'::jsonb) end,
    g.created_at,
    case when g.status in ('ordered','online','expired','processed') then g.created_at + interval '1 day' end,
    case when g.status in ('ordered','online','expired','processed') then au.id end,
    case when g.status in ('ordered','online','expired','processed') then g.created_at + interval '3 days' end,
    case when g.status in ('ordered','online','expired','processed') then 50000 + i end
  from g join au on au.n = g.cn * 8 + g.i % 8
  `,
  [CAMPAIGNS],
);
await pool.query(`
  insert into campaign_channels (campaign_id, channel_id, position)
    select c.id, ch.id, k from campaigns c
      cross join lateral generate_series(1, 1 + (abs(hashtext(c.id::text)) % 4)) k
      join channels ch on ch.slug = 'explain-' || (1 + (abs(hashtext(c.id::text)) + k * 13) % 60);
  insert into campaign_channel_performance (campaign_id, channel_id, day, clicks, applicants)
    select cc.campaign_id, cc.channel_id, (c.availability_date + d * interval '1 day')::date, (d * 7) % 13, d % 3
    from campaign_channels cc join campaigns c on c.id = cc.campaign_id
      cross join generate_series(0, 9) d
    where c.status in ('ordered','online','expired','processed');
  analyze;
`);
// one statement inserted 20,000 campaigns, so the trigger updated each count row hundreds of times
// in one transaction (20,000 row versions on 220 pages); written one campaign at a time, the
// updates are HOT and pruned on their page, and the table stays the size of its live rows
await pool.query("vacuum (full, analyze) campaign_facet_counts");
const { rows: counts } = await pool.query<{ campaigns: number; performance: number }>(
  `select (select count(*)::int from campaigns) as campaigns, (select count(*)::int from campaign_channel_performance) as performance`,
);
console.log(
  `generated ${counts[0].campaigns} campaigns (${CAMPAIGNS} per company, 4 companies), ${counts[0].performance} result rows in ${Date.now() - started} ms\n`,
);

const { rows: companyRows } = await pool.query<{ id: string }>(`select id from companies where tenant_slug = 'explain-1'`);
const companyId = companyRows[0].id;
const { rows: authorRows } = await pool.query<{ id: string }>(
  `select created_by as id from campaigns where company_id = $1 group by created_by order by count(*) desc limit 1`,
  [companyId],
);
const authorId = authorRows[0].id;
const { rows: monthRows } = await pool.query<{ month: string }>(
  `select to_char(max(created_at) at time zone 'UTC', 'YYYY-MM') as month from campaigns where company_id = $1`,
  [companyId],
);
const month = monthRows[0].month;

const overview = (changes: Partial<OverviewQuery>): OverviewQuery => ({
  text: "",
  author: [],
  month: [],
  status: [],
  limit: OVERVIEW_PAGE_SIZE,
  offset: 0,
  ...changes,
});

/** The pages as their loaders call the models. */
const PAGES: { name: string; run: () => Promise<unknown> }[] = [
  {
    name: "/dashboard (own campaigns, page 1)",
    run: () => listDashboardCampaigns(companyId, { limit: DASHBOARD_PAGE_SIZE, offset: 0, authorId, status: DASHBOARD_STATUSES }),
  },
  {
    name: "/dashboard?page=20",
    run: () => listDashboardCampaigns(companyId, { limit: DASHBOARD_PAGE_SIZE, offset: 19 * DASHBOARD_PAGE_SIZE, authorId, status: DASHBOARD_STATUSES }),
  },
  { name: "/campaigns (no filter)", run: () => searchCampaigns(companyId, overview({})) },
  { name: "/campaigns?page=50", run: () => searchCampaigns(companyId, overview({ offset: 49 * OVERVIEW_PAGE_SIZE })) },
  { name: "/campaigns?status=ordered&page=2", run: () => searchCampaigns(companyId, overview({ status: ["ordered"], offset: OVERVIEW_PAGE_SIZE })) },
  { name: "/campaigns?status=pending", run: () => searchCampaigns(companyId, overview({ status: ["pending"] })) },
  { name: "/campaigns?author=…", run: () => searchCampaigns(companyId, overview({ author: [authorId] })) },
  { name: `/campaigns?month=${month}`, run: () => searchCampaigns(companyId, overview({ month: [month] })) },
  { name: "/campaigns?q=nurse", run: () => searchCampaigns(companyId, overview({ text: "nurse" })) },
  { name: "/campaigns?q=berlin (a region)", run: () => searchCampaigns(companyId, overview({ text: "berlin" })) },
  {
    name: "/campaigns?q=dev&author=…&month=…&status=…",
    run: () => searchCampaigns(companyId, overview({ text: "dev", author: [authorId], month: [month], status: ["expired", "pending"] })),
  },
];

/** The outcome of a plan in one line: scans by table and index, the sorts, rows and time. */
function summarise(plan: string[]) {
  const scans = [
    ...new Set(
      plan
        .map((line) => line.match(/(Seq Scan|Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)?(?: using (\S+))? on (\S+)/))
        .filter((m): m is RegExpMatchArray => Boolean(m))
        .map((m) => (m[1] === "Seq Scan" ? `Seq Scan ${m[3]}` : `${m[1]} ${m[2] ?? m[3]}`)),
    ),
  ];
  const sorts = plan
    .map((line) => line.match(/Sort Method: (.+?)\s+Memory: (\d+kB)/))
    .filter((m): m is RegExpMatchArray => Boolean(m))
    .map((m) => `${m[1]} ${m[2]}`);
  const topRows = plan[0]?.match(/actual time=[\d.]+\.\.[\d.]+ rows=(\d+)/)?.[1];
  // pages read (shared hit + read) of the whole plan: unlike the time, independent of the machine's load
  const pages = (plan.find((line) => line.trim().startsWith("Buffers:"))?.match(/(?:hit|read)=\d+/g) ?? [])
    .map((part) => Number(part.split("=")[1]))
    .reduce((a, b) => a + b, 0);
  const time = plan.find((line) => line.startsWith("Execution Time"))?.replace("Execution Time: ", "");
  return `${scans.join(", ")}${sorts.length ? `; sorts: ${sorts.join(", ")}` : ""}; rows ${topRows}; ${pages} pages; ${time}`;
}

for (const page of PAGES) {
  captured = [];
  capturing = true;
  const t0 = performance.now();
  await page.run();
  const elapsed = performance.now() - t0;
  capturing = false;
  console.log(`── ${page.name}: ${captured.length} statements, ${elapsed.toFixed(1)} ms (first run, incl. round trips)`);
  for (const [i, statement] of captured.entries()) {
    // the fastest of 3 runs: on a shared machine a single timing says more about the neighbours
    let plan: string[] = [];
    let best = Number.POSITIVE_INFINITY;
    for (let run = 0; run < 3; run++) {
      const { rows } = await pool.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${statement.query}`, statement.params);
      const lines = rows.map((r) => r["QUERY PLAN"]);
      const ms = Number(lines.find((line) => line.startsWith("Execution Time"))?.match(/[\d.]+/)?.[0] ?? Infinity);
      if (ms < best) [best, plan] = [ms, lines];
    }
    const head = statement.query.replace(/\s+/g, " ").slice(0, 110);
    console.log(`  [${i + 1}] ${head}…`);
    console.log(`      → ${summarise(plan)}`);
    if (VERBOSE) console.log(plan.map((line) => `      ${line}`).join("\n"));
  }
  console.log("");
}

await handle.close();
if (process.env.EXPLAIN_KEEP !== "1") await adminClient.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
await adminClient.end();
