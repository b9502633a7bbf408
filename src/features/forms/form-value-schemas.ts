import * as z from 'zod/mini';

/**
 * Bridges from what an input holds (always a string) to what the contract's generated schema
 * expects, so the browser checks a form with the contract's own rules.
 */

/** A text input the request may leave out: blank becomes absent. */
export const optionalText = <Out>(schema: z.ZodMiniType<Out, string | undefined>) =>
  z.pipe(
    z.pipe(
      z.string().check(z.trim()),
      z.transform((value: string) => (value === '' ? undefined : value)),
    ),
    schema,
  );

/** A text input the request needs, trimmed. */
export const requiredText = <Out>(schema: z.ZodMiniType<Out, string>) =>
  z.pipe(z.string().check(z.trim()), schema);

/** A masked phone (###-###-####) sent as its 10 digits; blank becomes absent. */
export const optionalPhone = <Out>(schema: z.ZodMiniType<Out, string | undefined>) =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string) => value.replace(/\D/g, '') || undefined),
    ),
    schema,
  );

/** A select or date input whose blank choice the request sends as null. */
export const nullableText = <Out>(schema: z.ZodMiniType<Out, string | null | undefined>) =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string): string | null | undefined => (value === '' ? null : value)),
    ),
    schema,
  );

/** A select of ids whose blank choice the request sends as null. */
export const nullableId = <Out>(schema: z.ZodMiniType<Out, number | null | undefined>) =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string): number | null | undefined => (value === '' ? null : Number(value))),
    ),
    schema,
  );
