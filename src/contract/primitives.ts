// Wire primitives: the shop API sends numbers as numbers or numeric strings, flags as 0/1/"1"/true,
// and leaves optional text null. These schemas accept those forms and hand the app one shape.
import { z } from 'zod';
import { isMoney, toCents } from '../domain/money';

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

/** A required text field: trimmed, not empty. */
export const requiredText = (field: string, message = `${field} is required`) =>
  z.string({ error: message }).trim().min(1, message);

export const optionalText = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined ? '' : String(v).trim()));

export const emailField = (field: string) =>
  requiredText(field).pipe(z.email({ error: `${field} must be a valid email address` }));

export const idField = (field: string) =>
  z
    .union([z.number(), z.string()], { error: `${field} is required` })
    .transform((v) => (typeof v === 'string' && v.trim() === '' ? Number.NaN : Number(v)))
    .pipe(
      z
        .number({ error: `${field} must be a number` })
        .int(`${field} must be a whole number`)
        .positive(`${field} is required`),
    );

export const moneyField = (field: string) =>
  z
    .union([z.number(), z.string()], { error: `${field} is required` })
    .refine(isMoney, `${field} must be an amount`)
    .transform((v) => toCents(v));
