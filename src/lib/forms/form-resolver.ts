import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';

/**
 * What is wrong with a field, as a code rather than zod's English text: the form says it in the
 * language being shown (`useFieldErrors` in src/ui/form).
 */
export type ValidationCode = 'required' | 'invalid';

export const VALIDATION_CODES: readonly string[] = ['required', 'invalid'] satisfies ValidationCode[];

/** An empty input is missing; anything else that fails its schema is invalid. */
const toValidationCode = (issue: { input?: unknown }): ValidationCode =>
  issue.input === undefined || issue.input === null || issue.input === '' || issue.input === false
    ? 'required'
    : 'invalid';

/**
 * react-hook-form's resolver over a zod schema whose input is the form's values and whose output is
 * what the request sends, with every error message a `ValidationCode`.
 */
export function formResolver<Values extends FieldValues, Output>(
  schema: z.ZodMiniType<Output, Values>,
): Resolver<Values, unknown, Output> {
  return zodResolver(schema, { error: toValidationCode }) as Resolver<Values, unknown, Output>;
}
