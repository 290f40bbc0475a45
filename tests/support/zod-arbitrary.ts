/**
 * fast-check arbitraries from zod 4 schemas, for the contract fuzz tests
 * (src/server/security/fuzz-contracts.test.ts): `arbitraryOf(schema)` gives values shaped as the
 * schema takes them (objects, strings with their lengths, patterns and formats, numbers with their
 * bounds, enums, literals, arrays, optional and nullable, unions, records), and `mutations` spoils
 * such a value the ways a careless or hostile client would.
 *
 * It reads the schema's definition (`schema._zod.def`). A value is meant to pass the schema's own
 * checks; refinements and transforms it cannot see (a consent version the site showed, a year
 * range) may still refuse it, which is fine for fuzzing: the server must answer either way.
 */
import fc from 'fast-check';
import type { z } from 'zod';

/** The parts of zod's internal definition this file reads. */
interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  format?: string;
  pattern?: RegExp;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, string | number>;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  items?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
}
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): CheckDef[] => (def.checks ?? []).map((c) => c._zod.def);

/** How long generated text gets at most (a field's own maximum when lower): long text is a mutation. */
const TEXT_CAP = 40;
const ARRAY_CAP = 4;

/** Text as people type it here: Swedish letters, digits, spaces and punctuation. */
const PLAIN = [...'abcdefghijklmnopqrstuvwxyzåäöABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ0123456789 .,-!?é'];

function lengths(def: Def): { min: number; max: number } {
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  for (const c of checksOf(def)) {
    if (c.check === 'min_length') min = Math.max(min, c.minimum!);
    if (c.check === 'max_length') max = Math.min(max, c.maximum!);
    if (c.check === 'length_equals') [min, max] = [c.length!, c.length!];
  }
  return { min, max };
}

function formatOf(def: Def): { format?: string; pattern?: RegExp } {
  if (def.format) return { format: def.format, pattern: def.pattern };
  const check = checksOf(def).find((c) => c.check === 'string_format');
  return check ? { format: check.format, pattern: check.pattern } : {};
}

const isoInstant = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2199-12-31T23:59:59Z'), noInvalidDate: true }).map((d) => d.toISOString());

/**
 * Text matching a pattern. fast-check reads neither flags nor lookarounds: a pattern is generated
 * without them and the results kept that match the real one.
 */
function matching(pattern: RegExp): fc.Arbitrary<string> {
  const plain = new RegExp(pattern.source.replace(/\(\?<?[!=][^()]*\)/g, ''));
  return fc.stringMatching(plain).filter((s) => pattern.test(s));
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const { min, max } = lengths(def);
  const { format, pattern } = formatOf(def);
  const fits = (s: string) => s.length >= min && s.length <= max;
  switch (format) {
    case 'email':
      return fc.stringMatching(/^[a-z][a-z0-9]{0,9}(\.[a-z0-9]{1,5})?@[a-z][a-z0-9]{0,9}\.(se|com|nu)$/).filter(fits);
    case 'uuid':
    case 'guid':
      return fc.uuid({ version: 4 });
    case 'datetime':
      return isoInstant;
    case 'date':
      return isoInstant.map((s) => s.slice(0, 10));
    case 'url':
      return fc.webUrl();
    case 'regex':
      return matching(pattern!).filter(fits);
    case undefined:
      break;
    default:
      if (pattern) return matching(pattern).filter(fits);
  }
  const cap = Math.max(min, Math.min(max, TEXT_CAP));
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: fc.constantFrom(...PLAIN), minLength: min, maxLength: cap }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: cap }).filter(fits) },
  );
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = Number.NEGATIVE_INFINITY;
  let max = Number.POSITIVE_INFINITY;
  let minOpen = false;
  let maxOpen = false;
  let int = false;
  for (const c of checksOf(def)) {
    if (c.check === 'number_format' && /int/.test(c.format ?? '')) int = true;
    if (c.check === 'greater_than' && Number(c.value) >= min) [min, minOpen] = [Number(c.value), !c.inclusive];
    if (c.check === 'less_than' && Number(c.value) <= max) [max, maxOpen] = [Number(c.value), !c.inclusive];
  }
  if (def.format && /int/.test(def.format)) int = true;
  if (int) {
    const lo = Number.isFinite(min) ? Math.ceil(min) + (minOpen && Number.isInteger(min) ? 1 : 0) : -1_000_000;
    const hi = Number.isFinite(max) ? Math.floor(max) - (maxOpen && Number.isInteger(max) ? 1 : 0) : 1_000_000;
    return fc.integer({ min: lo, max: hi });
  }
  return fc.double({
    min: Number.isFinite(min) ? min : -1e6,
    max: Number.isFinite(max) ? max : 1e6,
    minExcluded: minOpen,
    maxExcluded: maxOpen,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

const isOptional = (schema: z.ZodType) => (schema as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';

/** A value the schema is meant to take (see the top of this file). */
export function arbitraryOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
    case 'int':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...def.values!);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries!));
    case 'object': {
      const shape = def.shape!;
      const keys = Object.keys(shape);
      return fc.record(Object.fromEntries(keys.map((k) => [k, arbitraryOf(shape[k]!)])), {
        requiredKeys: keys.filter((k) => !isOptional(shape[k]!)),
      });
    }
    case 'array': {
      const { min, max } = lengths(def);
      return fc.array(arbitraryOf(def.element!), { minLength: min, maxLength: Math.max(min, Math.min(max, ARRAY_CAP)) });
    }
    case 'tuple':
      return fc.tuple(...def.items!.map(arbitraryOf));
    case 'record':
      return fc.dictionary(arbitraryOf(def.keyType!) as fc.Arbitrary<string>, arbitraryOf(def.valueType!), { maxKeys: ARRAY_CAP });
    case 'union':
      return fc.oneof(...def.options!.map(arbitraryOf));
    case 'intersection':
      return fc.tuple(arbitraryOf(def.left!), arbitraryOf(def.right!)).map(([a, b]) => ({ ...(a as object), ...(b as object) }));
    case 'optional':
      return fc.option(arbitraryOf(def.innerType!), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType!), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
      return fc.option(arbitraryOf(def.innerType!), { nil: undefined, freq: 4 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return arbitraryOf(def.innerType!);
    case 'lazy':
      return fc.constant(null).chain(() => arbitraryOf(def.getter!()));
    case 'pipe': {
      // A preprocess or a transform followed by its checks: the checks say what to send. A transform
      // at the end (`.transform(f)` alone) takes what its input side takes.
      const out = defOf(def.out!);
      return out.type === 'transform' ? arbitraryOf(def.in!) : arbitraryOf(def.out!);
    }
    case 'unknown':
    case 'any':
    case 'transform':
      return fc.oneof(fc.integer({ min: -5, max: 100 }), fc.string({ maxLength: 10 }), fc.boolean(), fc.constant(null));
    case 'custom':
      // A file of a multipart form: the fuzz test builds the form itself.
      return fc.constant(undefined);
    default:
      throw new Error(`arbitraryOf: no arbitrary for zod type ${def.type}`);
  }
}

/** Where a value sits inside a JSON value: keys and indexes from the top. */
type Path = (string | number)[];

/** Every place inside a JSON value (the top included), with what is there. */
export function placesIn(value: unknown, path: Path = []): { path: Path; value: unknown }[] {
  const here = [{ path, value }];
  if (Array.isArray(value)) return here.concat(value.flatMap((v, i) => placesIn(v, [...path, i])));
  if (value && typeof value === 'object') return here.concat(Object.entries(value).flatMap(([k, v]) => placesIn(v, [...path, k])));
  return here;
}

/** A copy of `value` with `change` applied at `path` (the value there, or its parent for a removal). */
export function changedAt(value: unknown, path: Path, change: (old: unknown) => unknown): unknown {
  if (path.length === 0) return change(value);
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  const next = change(node[last]);
  if (next === REMOVE) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = next;
  return copy;
}
export const REMOVE = Symbol('remove');

/** The value of an extra field the contract does not have: it must never be stored anywhere. */
export const EXTRA_MARKER = 'FUZZ-EXTRA-FIELD-7c1e';

/** Numbers no form sends. */
const ODD_NUMBERS = [-1, -0, 0.5, -1e308, 1e308, 2 ** 53, 2 ** 63, -(2 ** 31) - 1, 2 ** 31, Number.MIN_VALUE, 1e-7];
/** Strings that look like times but are not ones a client means. */
const ODD_DATES = [
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '2026-02-30T00:00:00Z',
  '2026-13-01T00:00:00Z',
  '2026-01-01T24:00:00Z',
  '2026-01-01T00:00:00+99:00',
  '2026-01-01',
  'NaN',
  'Invalid Date',
  '',
];
/** Values of another type than the one expected. */
const WRONG_TYPES: unknown[] = [0, -1, 1.5, true, false, null, '', 'x', [], {}, [null], { a: 1 }, '1', 'true', 'null'];

/** What a mutation did, for the failure message. */
export interface Mutated {
  what: string;
  body: unknown;
}

function nested(depth: number, inner: unknown, asArray: boolean): unknown {
  let v = inner;
  for (let i = 0; i < depth; i++) v = asArray ? [v] : { a: v };
  return v;
}

/**
 * One spoiled copy of `body`: a field dropped, a value of the wrong type, extra fields, NUL bytes,
 * lone surrogates, very long text, odd dates, odd numbers, deep nesting, or the whole body
 * replaced. `maxBytes` is the body limit: long text goes just under it and beyond it.
 */
export function mutationOf(body: unknown, maxBytes: number): fc.Arbitrary<Mutated> {
  const places = placesIn(body);
  const inside = places.filter((p) => p.path.length > 0);
  const strings = places.filter((p) => typeof p.value === 'string');
  const numbers = places.filter((p) => typeof p.value === 'number');
  const objects = places.filter((p) => p.value !== null && typeof p.value === 'object' && !Array.isArray(p.value));
  const pick = <T>(list: T[]) => fc.nat({ max: list.length - 1 }).map((i) => list[i]!);
  const options: fc.Arbitrary<Mutated>[] = [
    fc.constantFrom(...WRONG_TYPES, 'text', 12, []).map((b) => ({ what: 'another body', body: b })),
    fc.integer({ min: 200, max: 3000 }).chain((depth) => fc.boolean().map((asArray) => ({ what: `nested ${depth} deep`, body: nested(depth, body, asArray) }))),
  ];
  if (inside.length > 0) {
    options.push(pick(inside).map((p) => ({ what: `drop ${p.path.join('.')}`, body: changedAt(body, p.path, () => REMOVE) })));
    options.push(
      fc
        .tuple(pick(inside), fc.constantFrom(...WRONG_TYPES))
        .map(([p, v]) => ({ what: `${p.path.join('.')} = ${JSON.stringify(v)}`, body: changedAt(body, p.path, () => v) })),
    );
    options.push(
      fc.tuple(pick(inside), fc.integer({ min: 50, max: 2000 })).map(([p, depth]) => ({
        what: `${p.path.join('.')} nested ${depth} deep`,
        body: changedAt(body, p.path, (old) => nested(depth, old, depth % 2 === 0)),
      })),
    );
  }
  if (objects.length > 0) {
    const extras = fc.constantFrom<[string, unknown][]>(
      [['fuzzExtra', EXTRA_MARKER]],
      [
        ['role', 'admin'],
        ['isAdmin', true],
        ['fuzzExtraNote', EXTRA_MARKER],
      ],
      [
        ['id', '00000000-0000-4000-8000-000000000000'],
        ['userId', '00000000-0000-4000-8000-000000000000'],
        ['fuzzExtra', { nested: EXTRA_MARKER }],
      ],
      [
        ['emailVerifiedAt', '2026-01-01T00:00:00Z'],
        ['createdAt', '2000-01-01T00:00:00Z'],
        ['fuzzExtra', [EXTRA_MARKER]],
      ],
    );
    options.push(
      fc.tuple(pick(objects), extras).map(([p, fields]) => ({
        what: `extra fields at ${p.path.join('.') || 'the top'}: ${fields.map(([k]) => k).join(', ')}`,
        body: changedAt(body, p.path, (old) => ({ ...(old as object), ...Object.fromEntries(fields) })),
      })),
    );
  }
  if (strings.length > 0) {
    const spoilers: [string, fc.Arbitrary<(s: string) => string>][] = [
      ['a NUL byte', fc.constant((s: string) => `${s}\u0000${s}`)],
      ['a lone high surrogate', fc.constant((s: string) => `${s}\uD800`)],
      ['a lone low surrogate', fc.constant((s: string) => `\uDC00${s}`)],
      [
        'control characters',
        fc.constantFrom(
          (s: string) => `${s}\u0007\u001b[31m`,
          (s: string) => `\u0008${s}\u007f`,
          (s: string) => `${s}\u202e`,
        ),
      ],
      ['an odd date', fc.constantFrom(...ODD_DATES).map((d) => () => d)],
      ['binary text', fc.string({ unit: 'binary', maxLength: 30 }).map((b) => (s: string) => `${s}${b}`)],
      ['long text', fc.constantFrom(5_000, 60_000, Math.floor(maxBytes * 0.9), maxBytes + 1_000).map((n) => () => 'å'.repeat(n / 2))],
      [
        'padding',
        fc.constantFrom(
          (s: string) => `   ${s}   `,
          (s: string) => s.toUpperCase(),
          (s: string) => `${s}\n${s}`,
          (s: string) => s.normalize('NFD'),
        ),
      ],
    ];
    options.push(
      fc
        .tuple(pick(strings), fc.constantFrom(...spoilers))
        .chain(([p, [what, spoil]]) =>
          spoil.map((f) => ({ what: `${what} in ${p.path.join('.') || 'the body'}`, body: changedAt(body, p.path, (old) => f(old as string)) })),
        ),
    );
  }
  if (numbers.length > 0) {
    options.push(
      fc
        .tuple(pick(numbers), fc.constantFrom(...ODD_NUMBERS))
        .map(([p, n]) => ({ what: `${p.path.join('.')} = ${n}`, body: changedAt(body, p.path, () => n) })),
    );
  }
  return fc.oneof(...options);
}

/** A raw body that is not the JSON it claims to be, or JSON under another content type. */
export interface RawBody {
  what: string;
  payload: string | Buffer;
  contentType?: string;
}

/** Bodies no JSON parser should take as a valid request, and valid JSON sent as something else. */
export function rawBodyOf(body: unknown): fc.Arbitrary<RawBody> {
  const json = JSON.stringify(body ?? {});
  // Bytes that are not UTF-8 at the start of the first string value (or of the first key).
  const value = /"[^"]*"(?=\s*[,}\]])/.exec(json) ?? /"/.exec(json);
  const at = value ? value.index + 1 : 0;
  const notUtf8 = Buffer.concat([Buffer.from(json.slice(0, at)), Buffer.from([0xff, 0xfe, 0xed, 0xa0, 0x80]), Buffer.from(json.slice(at))]);
  return fc.oneof(
    fc.constantFrom<RawBody>(
      { what: 'an empty body', payload: '', contentType: 'application/json' },
      { what: 'an empty body without a type', payload: '' },
      { what: 'a cut-off body', payload: json.slice(0, Math.max(1, json.length - 3)), contentType: 'application/json' },
      { what: 'not JSON', payload: 'hej=1&du=2', contentType: 'application/json' },
      { what: 'a JSON number too big for a double', payload: '{"n": 1e400, "m": -1e400}', contentType: 'application/json' },
      { what: 'a prototype key', payload: '{"__proto__": {"role": "admin"}}', contentType: 'application/json' },
      { what: 'a constructor prototype key', payload: '{"constructor": {"prototype": {"role": "admin"}}}', contentType: 'application/json' },
      { what: 'a NUL escape', payload: json.replace(/"([^"]*)"/, '"$1\\u0000"'), contentType: 'application/json' },
      { what: 'a lone surrogate escape', payload: json.replace(/"([^"]*)"/, '"$1\\ud800"'), contentType: 'application/json' },
      { what: 'a BOM before the JSON', payload: `\uFEFF${json}`, contentType: 'application/json' },
      { what: 'JSON as text/plain', payload: json, contentType: 'text/plain' },
      { what: 'JSON as a form', payload: json, contentType: 'application/x-www-form-urlencoded' },
      { what: 'JSON as multipart without a boundary', payload: json, contentType: 'multipart/form-data' },
      { what: 'JSON with a Latin-1 charset', payload: json, contentType: 'application/json; charset=iso-8859-1' },
      { what: 'JSON with an odd content type', payload: json, contentType: 'application/json;;;=' },
      { what: 'JSON as XML', payload: json, contentType: 'application/xml' },
      { what: 'the body of another kind', payload: '<x/>', contentType: 'application/xml' },
      { what: 'bytes that are not UTF-8 in a value', payload: notUtf8, contentType: 'application/json' },
      { what: 'arrays 100 000 deep', payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}`, contentType: 'application/json' },
      { what: 'objects 40 000 deep', payload: `${'{"a":'.repeat(40_000)}1${'}'.repeat(40_000)}`, contentType: 'application/json' },
      { what: 'duplicate keys', payload: json.replace(/^\{/, '{"role":"admin","role":"customer",'), contentType: 'application/json' },
      {
        what: 'invalid UTF-8',
        payload: Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xc3, 0x28, 0xff, 0xfe]), Buffer.from('"}')]),
        contentType: 'application/json',
      },
      { what: 'a body over the limit', payload: `{"a":"${'x'.repeat(300 * 1024)}"}`, contentType: 'application/json' },
    ),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ what: 'random bytes', payload: Buffer.from(bytes), contentType: 'application/json' })),
  );
}
