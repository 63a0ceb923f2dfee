import { PGlite } from "@electric-sql/pglite";
import fs from "node:fs";
import { PGLITE_EXTENSIONS } from "./app/db/client.server";
const c = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync("tests/.snapshots/migrated.tar.gz")]), extensions: PGLITE_EXTENSIONS });
console.log((await c.query("select tablename from pg_tables where tablename like 'market%'")).rows);
console.log((await c.query("select * from drizzle.__drizzle_migrations order by created_at desc limit 3")).rows);
