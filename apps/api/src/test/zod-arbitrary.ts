import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries derived from a route's zod 4 schema: for every field, a plausible value
 * (a sample named after the field when one is given, else one of the field's type) or a hostile
 * one (wrong types, numbers out of every bound, control characters, huge strings, deep nesting,
 * prototype keys), and fields left out.
 */

/** Plausible values by field name (valid ids of the test's records, well-formed documents...). */
export type Samples = Record<string, readonly unknown[]>;

interface ZodDef {
  type: string;
  coerce?: boolean;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
}

const defOf = (schema: z.ZodType): ZodDef => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

const ONE_MB = 1_048_576;
/** Built once: a 1 MB string and structures nested far deeper than any schema. */
const HUGE = 'a'.repeat(ONE_MB);
const HUGE_UNICODE = 'ç'.repeat(ONE_MB / 2);
const deepArray = (depth: number) => {
  let v: unknown = [];
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};
const deepObject = (depth: number) => {
  let v: unknown = {};
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};
const DEEP = [deepArray(2_000), deepObject(2_000)];
/** Own `__proto__` / `constructor` keys, as JSON.parse makes them (an object literal would not). */
const PROTO = [
  JSON.parse('{"__proto__":{"role":"administrador","isAdmin":true}}'),
  JSON.parse('{"constructor":{"prototype":{"role":"administrador"}}}'),
  JSON.parse('{"prototype":{"x":1},"__proto__":[]}'),
];

/** Numbers past every bound: PostgreSQL integer overflow, unsafe integers, fractions, negatives. */
export const HOSTILE_NUMBERS: readonly unknown[] = [
  2_147_483_647,
  2_147_483_648,
  3_000_000_000,
  4_294_967_296,
  2 ** 53,
  '9007199254740993',
  1e21,
  Number.MAX_VALUE,
  -1,
  -2_147_483_649,
  0,
  0.5,
  1.5,
  -0,
  '2147483648',
  '99999999999999999999',
  '1e309',
  '-1',
  '1.5',
  '0x10',
  ' 1 ',
  'NaN',
  'Infinity',
];

/** Texts PostgreSQL or the application may choke on. */
export const HOSTILE_STRINGS: readonly string[] = [
  'a\u0000b',
  '\u0000',
  'nome\u0000.png',
  'x\u0001\u0002\u001b[31m',
  'linha\rnova',
  '\u007f',
  '\ud800',
  'a\udfffb',
  '\uffff',
  '%00',
  "'; drop table usuario; --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '   ',
  '',
];

/** A control character or a lone surrogate somewhere inside an otherwise ordinary text. */
const withControl = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\ud800', '\udfff'),
    fc.string({ maxLength: 8 }),
  )
  .map(([a, c, b]) => `${a}${c}${b}`);

const hostileStructures: readonly unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [1, 2],
  { a: 1 },
  ...DEEP,
  ...PROTO,
];

/** Any hostile value, whatever the field's type. */
export const hostile = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 4, arbitrary: withControl },
    { weight: 4, arbitrary: fc.constantFrom(...hostileStructures) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
    { weight: 2, arbitrary: fc.integer() },
    { weight: 2, arbitrary: fc.double() },
    // Past the 1 MB body limit: rare, since such a request never reaches the route.
    { weight: 1, arbitrary: fc.constantFrom(HUGE, HUGE_UNICODE) },
  );

/** The kind of value a field reads, through its wrappers. */
function leafKind(schema: z.ZodType): string {
  const def = defOf(schema);
  if (def.innerType) return leafKind(def.innerType);
  if (def.type === 'pipe') return leafKind(defOf(def.in!).type === 'transform' ? def.out! : def.in!);
  return def.type;
}

/** Hostile values of the field's own kind: the ones most likely to pass its type and reach the database. */
function hostileOfKind(schema: z.ZodType): fc.Arbitrary<unknown> {
  switch (leafKind(schema)) {
    case 'string':
    case 'enum':
    case 'literal':
      return fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), withControl);
    case 'number':
    case 'int':
      return fc.constantFrom(...HOSTILE_NUMBERS);
    default:
      return hostile();
  }
}

/**
 * A plausible value of the schema, ignoring refinements (they are what the fuzz probes). `strict`:
 * every field plausible too; otherwise fields are sometimes hostile or left out.
 */
function plausible(
  schema: z.ZodType,
  samples: Samples,
  name?: string,
  strict = false,
): fc.Arbitrary<unknown> {
  const named = name !== undefined ? samples[name] : undefined;
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return plausible(def.innerType!, samples, name, strict);
    case 'pipe':
      // A preprocess is pipe(transform, schema): what the client sends is the schema after it.
      return plausible(defOf(def.in!).type === 'transform' ? def.out! : def.in!, samples, name, strict);
    case 'object':
      return strict ? strictFieldsOf(schema, samples) : fieldsOf(schema, samples);
    case 'union':
      return fc.oneof(...def.options!.map((o) => plausible(o, samples, name, strict)));
    case 'array':
      return strict
        ? fc.array(plausible(def.element!, samples, name, true), { minLength: 1, maxLength: 2 })
        : fc.array(field(def.element!, samples, name), { minLength: 1, maxLength: 3 });
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries!));
    case 'literal':
      return fc.constantFrom(...def.values!);
    case 'boolean':
      return fc.boolean();
  }
  if (named) return fc.constantFrom(...named);
  if (def.type === 'number' || def.type === 'int' || def.type === 'bigint')
    return fc.oneof(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10 }).map(String));
  if (def.type === 'string') return fc.string({ maxLength: 20 });
  return fc.anything({ maxDepth: 2 });
}

/** One field: mostly plausible (so that the other fields' refusals do not hide it), sometimes hostile. */
function field(schema: z.ZodType, samples: Samples, name?: string): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: plausible(schema, samples, name) },
    { weight: 2, arbitrary: hostileOfKind(schema) },
    { weight: 1, arbitrary: hostile() },
  );
}

function strictFieldsOf(schema: z.ZodType, samples: Samples): fc.Arbitrary<Record<string, unknown>> {
  const shape = defOf(schema).shape ?? {};
  return fc.record(
    Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, plausible(v, samples, k, true)])),
  );
}

/** An object schema's fields; some requests leave fields out or add prototype keys. */
function fieldsOf(schema: z.ZodType, samples: Samples): fc.Arbitrary<Record<string, unknown>> {
  const shape = defOf(schema).shape ?? {};
  const model = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, field(v, samples, k)]));
  return fc
    .tuple(
      fc.oneof(
        { weight: 4, arbitrary: fc.record(model) },
        { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
      ),
      fc.option(fc.constantFrom(...PROTO), { freq: 8 }),
    )
    .map(([fields, proto]) => (proto ? { ...proto, ...fields } : fields) as Record<string, unknown>);
}

type Path = (string | number)[];

/** Every field of a schema, with the schema that reads it (array elements at index 0). */
function fieldPaths(schema: z.ZodType, path: Path = []): { path: Path; schema: z.ZodType }[] {
  const def = defOf(schema);
  if (def.innerType) return fieldPaths(def.innerType, path);
  if (def.type === 'pipe') return fieldPaths(defOf(def.in!).type === 'transform' ? def.out! : def.in!, path);
  if (def.type === 'object') {
    return Object.entries(def.shape ?? {}).flatMap(([k, v]) => [
      { path: [...path, k], schema: v },
      ...fieldPaths(v, [...path, k]),
    ]);
  }
  if (def.type === 'array') return fieldPaths(def.element!, [...path, 0]);
  // A union's branches share their field names (a discriminated union): the first names them.
  if (def.type === 'union') return def.options!.flatMap((o) => fieldPaths(o, path));
  return [];
}

const REMOVE = Symbol('remove');

/** A copy of `value` with the field at `path` replaced (or removed); a missing path is created. */
function withField(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...Path];
  const container = (
    Array.isArray(value)
      ? [...value]
      : value && typeof value === 'object'
        ? { ...(value as object) }
        : typeof head === 'number'
          ? []
          : {}
  ) as Record<string | number, unknown>;
  if (rest.length === 0 && replacement === REMOVE) delete container[head];
  else container[head] = withField(container[head], rest, replacement);
  return container;
}

/** A plausible request with exactly one field made hostile (or left out): what reaches deepest. */
function oneFieldMutated(schema: z.ZodType, samples: Samples): fc.Arbitrary<unknown> {
  const paths = fieldPaths(schema);
  if (paths.length === 0) return plausible(schema, samples, undefined, true);
  return fc
    .tuple(
      plausible(schema, samples, undefined, true),
      fc
        .constantFrom(...paths)
        .chain(({ path, schema: leaf }) =>
          fc.tuple(
            fc.constant(path),
            fc.oneof(
              { weight: 4, arbitrary: hostileOfKind(leaf) },
              { weight: 2, arbitrary: hostile() },
              { weight: 1, arbitrary: fc.constant<unknown>(REMOVE) },
            ),
          ),
        ),
    )
    .map(([base, [path, replacement]]) => withField(base, path, replacement));
}

/** A plausible input of the schema, every field included (the parts of a request not under test). */
export function plausibleFor(schema: z.ZodType | undefined, samples: Samples): fc.Arbitrary<unknown> {
  return schema ? plausible(schema, samples, undefined, true) : fc.constant(undefined);
}

/**
 * Arbitrary inputs for a schema (a body, a query or path parameters): a plausible request with one
 * hostile field, one with several, or something else altogether.
 */
export function arbitraryFor(schema: z.ZodType | undefined, samples: Samples): fc.Arbitrary<unknown> {
  if (!schema) return fc.constantFrom(undefined, {}, { extra: 'a\u0000b' });
  return fc.oneof(
    { weight: 5, arbitrary: oneFieldMutated(schema, samples) },
    { weight: 3, arbitrary: plausible(schema, samples) },
    { weight: 1, arbitrary: hostile() },
  );
}
