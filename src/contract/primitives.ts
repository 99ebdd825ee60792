// Wire primitives: the shop API sends numbers as numbers or numeric strings, flags as 0/1/"1"/true,
// and leaves optional text null. These schemas accept those forms and hand the app one shape.
import { isMoney, toCents } from '../domain/money';
import { z } from './zod';

/** A whole id sent as 12 or "12". */
export const id = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, 'Expected a whole number')])
  .transform(Number)
  .pipe(z.number().int().nonnegative());

/** A number sent as 12.5 or "12.5". */
export const numeric = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d*\.?\d+$/, 'Expected a number'),
  ])
  .transform(Number)
  .pipe(z.number().refine(Number.isFinite, 'Expected a finite number'));

/** A number that may be missing: null, undefined and "" become null. */
export const optionalNumeric = z
  .union([numeric, z.literal(''), z.null()])
  .optional()
  .transform((v) => (typeof v === 'number' ? v : null));

/** Dollars as a number or numeric string → integer cents. */
export const money = z
  .union([z.number(), z.string()])
  .refine(isMoney, 'Expected an amount of money')
  .transform((v) => toCents(v));

/** Money that may be missing: null, undefined and "" become null. */
export const optionalMoney = z
  .union([money, z.literal(''), z.null()])
  .optional()
  .transform((v) => (typeof v === 'number' ? v : null));

/** Text that may be null or missing → ''. Numbers are accepted and shown as text. */
export const text = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined ? '' : String(v)));

/** 0/1, "0"/"1", true/false → boolean. */
export const flag = z
  .union([z.boolean(), z.number(), z.string(), z.null()])
  .optional()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/** A list that may be null or missing → []. */
export const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((v) => (v ?? []) as z.output<T>[]);

// ---- request field helpers (what the server validates; messages name the field) ----
// Bounded input, decided here once for the client, the mocks and the server: ids and counts are decimal
// integers that fit a PostgreSQL integer column; numbers are plain decimal notation (no hex, exponent or
// surrounding spaces); every text field has a maximum length and refuses control characters (NUL, …).

import { FIELD_LIMITS, INT4_MAX, tooLong } from './limits';

export { FIELD_LIMITS, INT4_MAX };

/** C0 and C1 control characters and DEL; `multiline` fields may hold tab, line feed and carriage return. */
const CONTROL = /\p{Cc}/u;
const CONTROL_EXCEPT_NEWLINES = /(?![\t\n\r])\p{Cc}/u;

/** Length and character checks every request text goes through. */
const bounded = (field: string, max: number, multiline = false) =>
  z
    .string()
    .max(max, tooLong(field, max))
    .refine(
      (v) => !(multiline ? CONTROL_EXCEPT_NEWLINES : CONTROL).test(v),
      `${field} must not contain control characters`,
    );

/** A required text field: trimmed, not empty, at most `max` characters, no control characters. */
export const requiredText = (
  field: string,
  message = `${field} is required`,
  max: number = FIELD_LIMITS.name,
  multiline = false,
) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .pipe(bounded(field, max, multiline));

/** An optional text field: missing or null → '', trimmed, at most `max` characters, no control characters. */
export const optionalText = (field: string, max: number) =>
  z
    .union([z.string(), z.number(), z.null()], { error: `${field} must be text` })
    .optional()
    .transform((v) => (v === null || v === undefined ? '' : String(v).trim()))
    .pipe(bounded(field, max));

export const emailField = (field: string) =>
  requiredText(field, undefined, FIELD_LIMITS.email).pipe(
    z.email({ error: `${field} must be a valid email address` }),
  );

const DIGITS = /^\d+$/;

/**
 * A whole number sent as 12 or "12" (decimal digits only: no sign, spaces, hex or exponent) from `min`
 * (default 1) to `max` (default: what an integer column holds). Ids, quantities and amounts in cents.
 */
export const idField = (
  field: string,
  {
    min = 1,
    max = INT4_MAX,
    tooLarge = `${field} must be at most ${max}`,
  }: {
    min?: 0 | 1;
    max?: number;
    /** The refusal over `max`, when a shopper may read it (the generic one names the wire field). */
    tooLarge?: string;
  } = {},
) =>
  z
    .union([z.number(), z.string()], { error: `${field} is required` })
    .transform((v, ctx) => {
      if (typeof v === 'string') {
        if (v === '') {
          ctx.addIssue({ code: 'custom', message: `${field} is required` });
          return z.NEVER;
        }
        if (!DIGITS.test(v)) {
          ctx.addIssue({ code: 'custom', message: `${field} must be a whole number` });
          return z.NEVER;
        }
        // Long digit strings are out of range before Number() rounds them.
        return v.length > 16 ? Number.MAX_SAFE_INTEGER : Number(v);
      }
      return v;
    })
    .pipe(
      z
        .number({ error: `${field} must be a number` })
        .refine((n) => Number.isInteger(n), `${field} must be a whole number`)
        .refine((n) => n <= max, tooLarge)
        .refine((n) => n >= min, `${field} must be at least ${min}`),
    );

/** Comma-joined ids ("12,13"), each as `idField`, at most `FIELD_LIMITS.idList` characters. */
export const idListField = (field: string) =>
  requiredText(field, undefined, FIELD_LIMITS.idList).refine(
    (v) => /^\d+(,\d+)*$/.test(v) && v.split(',').every((id) => id.length <= 10 && Number(id) <= INT4_MAX),
    `${field} must be comma-joined ids`,
  );

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * An optional coordinate in decimal degrees ("29.7218", "-95.41"; no exponent, hex or spaces) within
 * ±`limit`. Missing or '' → '' (no coordinate).
 */
export const coordinateField = (field: string, limit: 90 | 180) =>
  z
    .union([z.string(), z.number(), z.null()], { error: `${field} must be a number` })
    .optional()
    .transform((v) => (v === null || v === undefined ? '' : String(v)))
    .refine(
      (v) => v === '' || (v.length <= 24 && DECIMAL.test(v) && Math.abs(Number(v)) <= limit),
      `${field} must be a number between -${limit} and ${limit}`,
    );

/** Dollars in decimal notation ("12.50", 12.5; no sign, exponent or spaces) → integer cents. */
export const moneyField = (field: string) =>
  z
    .union([z.number(), z.string()], { error: `${field} is required` })
    .refine(
      (v) =>
        typeof v === 'number'
          ? Number.isFinite(v) && v >= 0 && v <= INT4_MAX / 100
          : v.length <= FIELD_LIMITS.amountText && /^\d+(\.\d+)?$/.test(v) && Number(v) <= INT4_MAX / 100,
      `${field} must be an amount`,
    )
    .transform((v) => toCents(v));

/** An amount the server does not use (order totals it recomputes): decimal text, bounded. */
export const amountText = (field: string) =>
  z
    .union([z.string(), z.number()], { error: `${field} is required` })
    .transform(String)
    .refine((v) => v.length <= FIELD_LIMITS.amountText && DECIMAL.test(v), `${field} must be an amount`);
