import * as z from 'zod';

/**
 * Bridges from what an input holds (always a string) to what the contract's generated schema
 * expects, so the browser checks a form with the contract's own rules.
 */

/** A text input the request may leave out: blank becomes absent. */
export const optionalText = <Out>(schema: z.ZodType<Out, string | undefined>) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(schema);

/** A text input the request needs, trimmed. */
export const requiredText = <Out>(schema: z.ZodType<Out, string>) => z.string().trim().pipe(schema);

/** A masked phone (###-###-####) sent as its 10 digits; blank becomes absent. */
export const optionalPhone = <Out>(schema: z.ZodType<Out, string | undefined>) =>
  z
    .string()
    .transform((value) => value.replace(/\D/g, '') || undefined)
    .pipe(schema);

/** A select or date input whose blank choice the request sends as null. */
export const nullableText = <Out>(schema: z.ZodType<Out, string | null | undefined>) =>
  z
    .string()
    .transform((value): string | null | undefined => (value === '' ? null : value))
    .pipe(schema);

/** A select of ids whose blank choice the request sends as null. */
export const nullableId = <Out>(schema: z.ZodType<Out, number | null | undefined>) =>
  z
    .string()
    .transform((value): number | null | undefined => (value === '' ? null : Number(value)))
    .pipe(schema);
