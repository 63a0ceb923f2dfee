import { fillPlaceholders, is, Param, Placeholder, sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { logger } from "~/platform/logger.server";
import { getDatabase } from "./client.server";

/**
 * Queries of the request path whose SQL is built once per shape instead of on every call.
 *
 * Why: drizzle turns a query builder into SQL text on every execution, walking the whole tree of
 * fragments, a visible share of the server's CPU on /dashboard and /campaigns (decision 031). A
 * query written with placeholders is prepared once (drizzle's `prepare`) and then only run with the
 * values of a call.
 *
 * A query's shape is what changes its text: which filters are present and how many values a list
 * filter has. A `Binding` collects the values of a call through `value()` and records every
 * placeholder name and every `shape()` token in order, so two calls with the same key build the
 * same SQL. A query with more than MAX_SHAPES shapes in one process is no longer cached.
 *
 * Why a key of its own and not the SQL text: the text exists only once drizzle has built the
 * query, and building it on every call just to key it costs more than the statement saves
 * (docs/decisions/073 has the ablation). A wrong key —
 * a branch that changes the text without `shape()` — is caught by checking uses against the
 * statement they would build (`checkDue`), in production too.
 */
export const MAX_SHAPES = 200;

export class Binding {
  readonly values: Record<string, unknown> = {};
  private readonly parts: string[] = [];

  constructor(query: string) {
    this.parts.push(query);
  }

  /** A placeholder for one value of this call. */
  value(name: string, value: unknown): Placeholder {
    this.values[name] = value;
    this.parts.push(name);
    return sql.placeholder(name);
  }

  /** Placeholders for a list of values (`in (…)`): one per value, so the length is part of the shape. */
  list(name: string, values: readonly unknown[]): Placeholder[] {
    return values.map((value, i) => this.value(`${name}${i}`, value));
  }

  /** A choice that changes the text without a value of its own (a filter that matches nothing). */
  shape(token: string) {
    this.parts.push(`#${token}`);
  }

  /**
   * This call searches text (LIKE, full text, trigrams): its query is built for this call and sent
   * unnamed, since a plan kept for one word can be poor for another (decision 030).
   */
  search() {
    this.searching = true;
  }

  searching = false;

  get key() {
    return this.parts.join(" ");
  }
}

/**
 * LIMIT and OFFSET of one page of a prepared query.
 *
 * Why two ways: PostgreSQL keeps one generic plan for a named statement only when that plan's
 * estimated cost is not above the plans it made for the values. With `limit $n offset $m` it
 * guesses 10 % of the rows for each, so the generic plan of a campaign page looked dearer than any
 * plan made for the values (and was a hash join over all of the company's campaigns), and the
 * statement was planned again on every execution, which cost more than running it (decision 035).
 * - `keepPlan`: the page size is written into the text (part of the shape) and the first page has
 *   no OFFSET, so the generic plan is the right one and is kept after the fifth execution. Only
 *   for a statement whose best plan does not depend on its values (a company's whole list, one
 *   author's open campaigns): a generic plan assumes every value as common as the average.
 * - otherwise (a filter on a status, a month or an author, whose share varies from 1 % to 100 %)
 *   both are values and every execution gets a plan for its own values.
 */
export function pageWindow(binding: Binding, limit: number, offset: number, { keepPlan }: { keepPlan: boolean }) {
  if (!keepPlan) return { limit: binding.value("limit", limit), offset: binding.value("offset", offset) };
  if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError(`page size must be a positive integer, not ${limit}`);
  binding.shape(`limit ${limit}`);
  // drizzle writes an object limit into the text as it is; its type only names placeholders
  const size = sql.raw(String(limit)) as unknown as Placeholder;
  if (offset === 0) {
    binding.shape("first page");
    // drizzle leaves out an offset of 0
    return { limit: size, offset: 0 };
  }
  return { limit: size, offset: binding.value("offset", offset) };
}

interface Preparable<P> {
  prepare(name: string): P;
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * A cached shape is checked against the statement its call would build — the text and the
 * parameters (placeholder names, values written into the query) — because a branch that changes
 * either without a `shape()` would run another call's statement, silently. Outside production on
 * every use; in production on the first CHECKED_USES uses of each key and then on every
 * CHECK_EVERY-th, so a wrong key shows within its first uses, or later if the branch is rare, at
 * the cost of one build in CHECK_EVERY (decision 073 has what that costs).
 */
export const CHECK_SHAPES = process.env.NODE_ENV !== "production";
export const CHECKED_USES = 16;
export const CHECK_EVERY = 256;

interface Checked {
  signature: string;
  uses: number;
}

/** Whether this use of a cached shape is checked (counts the use). */
function checkDue(entry: Checked) {
  const use = entry.uses++;
  return CHECK_SHAPES || use < CHECKED_USES || use % CHECK_EVERY === 0;
}

/** A parameter as compared: a placeholder (bare, or bound to a column as drizzle's Param) by its name. */
function paramKey(p: unknown) {
  if (is(p, Placeholder)) return `:${p.name}`;
  if (is(p, Param) && is(p.value, Placeholder)) return `:${p.value.name}`;
  return typeof p === "bigint" ? `${p}n` : JSON.stringify(p);
}

/** A built statement's text and parameters. */
function signatureOf({ sql: text, params }: { sql: string; params: unknown[] }) {
  return `${text}\u0000${params.map(paramKey).join("\u0001")}`;
}

/**
 * Two statements under one key: outside production an error (a test fails); in production an
 * error in the log, and the key is no longer cached, so every later call runs what it builds.
 */
function conflict(key: string, cached: string, built: string) {
  const message = `Two shapes of one query share the key "${key}": mark the difference with binding.shape()`;
  if (CHECK_SHAPES) throw new Error(message);
  logger.error({ key, cached, built }, message);
}

/** A key whose uses built different statements (production): built on every call from then on. */
const CONFLICT = "conflict";

interface ShapeCache {
  entries: Map<string, ({ prepared: unknown } & Checked) | typeof CONFLICT>;
  next: number;
}

// per database instance: a prepared query belongs to the drizzle instance it was built on (tests
// swap databases), and its name must be unique per text on each connection
const caches = new WeakMap<object, ShapeCache>();

/**
 * The prepared query for this binding's shape, built by `build` the first time. The statement is
 * named, so PostgreSQL parses it once per connection; on PGlite the driver names it itself.
 * A search (`binding.search()`) is built anew and sent unnamed.
 */
export function preparedQuery<P>(db: object, binding: Binding, build: () => Preparable<P>): P {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { entries: new Map(), next: 1 }));
  const key = binding.key;
  const known = binding.searching ? undefined : cache.entries.get(key);
  if (known && known !== CONFLICT) {
    if (!checkDue(known)) return known.prepared as P;
    const query = build();
    const signature = signatureOf(query.toSQL());
    if (signature === known.signature) return known.prepared as P;
    conflict(key, known.signature, signature);
    cache.entries.set(key, CONFLICT);
    return query.prepare("");
  }
  // "": node-postgres sends it unnamed, and the pool's naming client leaves a given name alone
  if (known || binding.searching || cache.entries.size >= MAX_SHAPES) return build().prepare("");
  const query = build();
  const prepared = query.prepare(`hw_q${cache.next++}`);
  cache.entries.set(key, { prepared, signature: signatureOf(query.toSQL()), uses: 1 });
  return prepared;
}

const dialect = new PgDialect();

interface BuiltStatement {
  text: string;
  params: unknown[];
  name?: string;
}

function buildStatement(statement: SQL, name?: string): BuiltStatement {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return { text, params, name };
}

async function runStatement<T>(statement: BuiltStatement, values: Record<string, unknown>) {
  return (await getDatabase()).query<T>(statement.text, fillPlaceholders(statement.params, values), statement.name);
}

/**
 * A statement of one fixed shape, written in drizzle's `sql` with named placeholders: built once
 * when the module loads (issue 10: building the SQL of the session read was a visible part of
 * drizzle's share of the server's CPU), and run with the values of a call under `name`.
 */
export function preparedStatement<T>(name: string, statement: SQL) {
  const built = buildStatement(statement, name);
  return (values: Record<string, unknown>): Promise<T[]> => runStatement<T>(built, values);
}

const statements = new Map<string, ({ statement: BuiltStatement } & Checked) | typeof CONFLICT>();

/**
 * A statement written in drizzle's `sql` (a `with … union all` that the query builder cannot
 * express) whose shape varies: its text is built once per shape and run as a named statement; rows
 * as the driver parses them. The text does not depend on the database, so one cache serves all.
 */
export async function runPreparedSql<T>(binding: Binding, build: () => SQL): Promise<T[]> {
  const key = binding.key;
  const known = binding.searching ? undefined : statements.get(key);
  if (known && known !== CONFLICT) {
    if (!checkDue(known)) return runStatement<T>(known.statement, binding.values);
    const built = buildStatement(build());
    const signature = signatureOf({ sql: built.text, params: built.params });
    if (signature === known.signature) return runStatement<T>(known.statement, binding.values);
    conflict(key, known.signature, signature);
    statements.set(key, CONFLICT);
    return runStatement<T>(built, binding.values);
  }
  if (known || binding.searching || statements.size >= MAX_SHAPES) return runStatement<T>(buildStatement(build()), binding.values);
  const statement = buildStatement(build(), `hw_s${statements.size + 1}`);
  statements.set(key, { statement, signature: signatureOf({ sql: statement.text, params: statement.params }), uses: 1 });
  return runStatement<T>(statement, binding.values);
}
