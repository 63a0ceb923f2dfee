/** A UUID in its canonical text form: anything else never reaches a uuid column (Postgres 22P02 = 500). */
export function isUuid(value: string) {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
