/** A UUID's canonical text form, case-insensitive (also used inside SQL: `~*`). */
export const UUID_PATTERN = "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$";
const UUID = new RegExp(UUID_PATTERN, "i");

/** A UUID in its canonical text form: anything else never reaches a uuid column (Postgres 22P02 = 500). */
export function isUuid(value: string) {
  return UUID.test(value);
}
