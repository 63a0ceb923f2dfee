import {
  ZodArray,
  ZodBranded,
  ZodCatch,
  ZodDefault,
  ZodDiscriminatedUnion,
  ZodEffects,
  ZodIntersection,
  ZodLazy,
  ZodNullable,
  ZodObject,
  ZodOptional,
  ZodPipeline,
  ZodReadonly,
  ZodRecord,
  ZodUnion,
  type ZodTypeAny,
} from "zod";

/**
 * Which structured field names a form may carry (issue 36 §1). Conform reads `a[2].b` as a path
 * and builds the value it describes; a path that the route's schema cannot hold is either
 * meaningless to it (`name.a` where name is a string: the type-confusion 500s) or dangerous
 * (`name[99999999]`: a 10⁸-slot array, then a reply that echoes it). So a structured name must be
 * a path of the schema, and an array index must stay below the array's `.max()` (or
 * FORM_MAX_ITEMS when the schema sets none).
 */
export type FormShape = ZodTypeAny | readonly ZodTypeAny[];

/** The item limit of an array whose schema names none. */
export const FORM_MAX_ITEMS = 100;

type Segment = string | number;

/** A Conform field name as its path (`fields[0].name` → ["fields", 0, "name"]), or null when malformed. */
export function fieldPath(name: string): Segment[] | null {
  if (!/^[^.[\]]+(?:\.[^.[\]]+|\[\d{1,9}\])*$/.test(name)) return null;
  return [...name.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]));
}

function isStructured(name: string) {
  return /[.[\]]/.test(name);
}

/** Wrappers that do not change which paths a value has. */
function unwrap(schema: ZodTypeAny): ZodTypeAny {
  for (;;) {
    if (schema instanceof ZodEffects) schema = schema.innerType();
    else if (schema instanceof ZodOptional || schema instanceof ZodNullable) schema = schema.unwrap();
    else if (schema instanceof ZodDefault || schema instanceof ZodCatch || schema instanceof ZodReadonly) schema = schema._def.innerType;
    else if (schema instanceof ZodBranded) schema = schema.unwrap();
    else if (schema instanceof ZodPipeline) schema = schema._def.in;
    else if (schema instanceof ZodLazy) schema = schema.schema;
    else return schema;
  }
}

function holds(schema: ZodTypeAny, path: Segment[]): boolean {
  if (path.length === 0) return true;
  const s = unwrap(schema);
  const [head, ...rest] = path;
  if (s instanceof ZodObject) {
    const shape = s.shape as Record<string, ZodTypeAny>;
    return typeof head === "string" && Object.hasOwn(shape, head) && holds(shape[head], rest);
  }
  if (s instanceof ZodArray) {
    const max = (s._def.maxLength?.value as number | undefined) ?? FORM_MAX_ITEMS;
    return typeof head === "number" && head < max && holds(s.element, rest);
  }
  if (s instanceof ZodRecord) return typeof head === "string" && holds(s.valueSchema, rest);
  if (s instanceof ZodUnion || s instanceof ZodDiscriminatedUnion) {
    return (s.options as ZodTypeAny[]).some((option) => holds(option, path));
  }
  if (s instanceof ZodIntersection) return holds(s._def.left, path) || holds(s._def.right, path);
  return false;
}

/** A plain name always fits (an unknown one is ignored by the schema); a structured one must be a path of the shape. */
export function fieldNameFits(name: string, shape: FormShape | undefined): boolean {
  if (!isStructured(name)) return true;
  const path = fieldPath(name);
  if (!path || !shape) return false;
  const schemas: readonly ZodTypeAny[] = Array.isArray(shape) ? shape : [shape as ZodTypeAny];
  return schemas.some((schema) => holds(schema, path));
}
