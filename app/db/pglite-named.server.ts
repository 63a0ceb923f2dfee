import { parse, protocol, type messages, type PGlite, type QueryOptions, type Results } from "@electric-sql/pglite";
import { statementNames, type StatementNames } from "./named-statements.server";

type BackendMessage = messages.BackendMessage;
type RowDescriptionMessage = messages.RowDescriptionMessage;

/**
 * PGlite: the recurring statements of `query()` run as named statements, as on PostgreSQL
 * (named-statements.server.ts, decision 030).
 *
 * Why: PGlite's query() sends Parse (unnamed), Describe statement, Bind, Describe portal, Execute
 * and Sync for every call, each a separate trip into the WebAssembly backend, which parses and
 * plans the statement anew. Here a recurring text is parsed and described once (`Parse` with a
 * name); each call then sends Bind, Execute and Sync only, and PostgreSQL may keep a generic plan.
 * Which texts get a name, and how many, is decided exactly as on PostgreSQL (searches never).
 *
 * Only the instance's own query() is replaced: queries inside a transaction go through the
 * transaction's object and stay as they were. Like query(), a named query waits for a running
 * transaction and takes PGlite's query lock (where pglite-turns takes its turn).
 */
export function nameRecurringStatements(pglite: PGlite, names: StatementNames = statementNames()) {
  const plainQuery = pglite.query.bind(pglite);
  const prepared = new Map<string, { paramTypes: number[]; rows?: RowDescriptionMessage }>();
  const send = (message: Uint8Array) => pglite.execProtocolStream(message, { syncToFs: false });

  async function namedQuery<T>(name: string, text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        const replies: BackendMessage[] = [];
        try {
          let statement = prepared.get(name);
          if (!statement) {
            await send(protocol.serialize.parse({ name, text, types: options?.paramTypes }));
            const described = await send(protocol.serialize.describe({ type: "S", name }));
            statement = {
              paramTypes: parse.parseDescribeStatementResults(described),
              rows: described.find((m): m is RowDescriptionMessage => m.name === "rowDescription"),
            };
            prepared.set(name, statement);
          }
          const { paramTypes } = statement;
          // the values as PGlite's query() writes them: its serializer for the parameter's type
          const values = params.map((value, i) => {
            if (value === null || value === undefined) return null;
            const serializer = options?.serializers?.[paramTypes[i]] ?? pglite.serializers[paramTypes[i]];
            return serializer ? serializer(value) : String(value);
          });
          if (statement.rows) replies.push(statement.rows);
          replies.push(...(await send(protocol.serialize.bind({ statement: name, values }))));
          replies.push(...(await send(protocol.serialize.execute({}))));
        } finally {
          replies.push(...(await send(protocol.serialize.sync())));
        }
        await pglite.syncToFs();
        return parse.parseResults(replies, pglite.parsers, options)[0] as Results<T>;
      }),
    );
  }

  pglite.query = (async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    const name = options?.blob ? undefined : names.nameFor(text);
    if (!name) return plainQuery<T>(text, params, options);
    await pglite._checkReady();
    return namedQuery<T>(name, text, params, options);
  }) as PGlite["query"];
  return pglite;
}
