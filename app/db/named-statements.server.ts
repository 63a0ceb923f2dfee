import pg from "pg";
import { dbTimer } from "~/platform/metrics/request-timings.server";

/**
 * PostgreSQL: the application's recurring statements run as named (prepared) statements.
 *
 * Why: drizzle sends every query unnamed, so PostgreSQL parses and plans it anew on every call. On
 * the signed-in pages that was more than half of the database's CPU, and on 2 cores the database's
 * CPU is taken from the app's (decision 030 has the server log's figures). A named statement is
 * parsed once per connection; after five runs PostgreSQL keeps a generic plan when it is not
 * costlier than the custom ones (plan_cache_mode = auto).
 *
 * Which statements: one plain SELECT, WITH, INSERT, UPDATE or DELETE (no `;`, so never a script
 * of a migration), once its text has been seen twice, so one-off texts (a list of a rare length,
 * say) do not take a name. Searches stay unnamed: how many rows a text-search match (`@@`), a
 * pattern (LIKE, ILIKE) or a trigram operator (`%`, `<%`, similarity) selects depends on the words
 * searched for, which a generic plan cannot see (with a name, bench:catalogue's text search was
 * slower: decision 030). At most MAX_NAMED texts get one per process, which bounds what each
 * pooled connection keeps prepared on the server; the rest stay unnamed, as before.
 */
export const MAX_NAMED = 300;
/** texts seen once are forgotten past this many, so counting never grows without end */
const MAX_COUNTED = 5_000;
const NAMEABLE = /^\s*(select|with|insert|update|delete)\b[^;]*$/i;
const SEARCHES = /@@|%|\b(i?like|similarity|word_similarity)\b/i;

export interface StatementNames {
  /** the name for a statement's text, or undefined to send it unnamed */
  nameFor(text: string): string | undefined;
  readonly size: number;
}

export function statementNames(maxNamed = MAX_NAMED): StatementNames {
  const names = new Map<string, string>();
  const seenOnce = new Set<string>();
  return {
    nameFor(text) {
      const known = names.get(text);
      if (known !== undefined) return known;
      if (names.size >= maxNamed || !NAMEABLE.test(text) || SEARCHES.test(text)) return undefined;
      if (!seenOnce.has(text)) {
        if (seenOnce.size >= MAX_COUNTED) seenOnce.clear();
        seenOnce.add(text);
        return undefined;
      }
      seenOnce.delete(text);
      const name = `hw_${names.size + 1}`;
      names.set(text, name);
      return name;
    },
    get size() {
      return names.size;
    },
  };
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
}

/**
 * A pg.Client for pg.Pool's `Client` option that gives recurring statements their name. The names
 * are shared by the pool's connections: node-postgres prepares a name on each connection the first
 * time that connection runs it.
 */
export function namingClient(names: StatementNames = statementNames()): typeof pg.Client {
  class NamingClient extends pg.Client {
    // node-postgres' query() has many overloads; only a config object (drizzle's form) is named
    query(...args: unknown[]): never {
      const [config] = args;
      // a pg.Query (it has submit()) is sent as it is
      if (config && typeof config === "object" && !("submit" in config)) {
        const { text, name } = config as QueryConfigLike;
        if (typeof text === "string" && name === undefined) {
          const assigned = names.nameFor(text);
          if (assigned) args[0] = { ...config, name: assigned };
        }
      }
      // the request's Server-Timing "db" (a statement on a connection, not the wait for one); the
      // pool calls with a callback, drizzle on a checked-out connection without one
      const done = dbTimer();
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === "function") {
        args[last] = (...results: unknown[]) => {
          done();
          return (callback as (...r: unknown[]) => unknown)(...results);
        };
      }
      const result = (super.query as (...a: unknown[]) => unknown)(...args);
      if (result instanceof Promise) result.then(done, done);
      return result as never;
    }
  }
  return NamingClient;
}
