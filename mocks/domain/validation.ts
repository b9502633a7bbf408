import { HttpResponse } from 'msw';
import * as zod from 'zod';
import type { ErrorMessage } from '../../src/api/generated/model';

/**
 * Server-side validation as the real backend answers it: messages a person can read (forms show the
 * server's text as is, SPEC §8), each naming its `field`, in the contract's ErrorBody shape.
 */

/** The bot-check token the mock rejects; any other non-empty token passes. */
export const FAILING_BOT_CHECK_TOKEN = 'bot-check-failed';
export const BOT_CHECK_FAILED = 'We could not verify that you are a person. Please try again.';

export const passesBotCheck = (token: string): boolean => token !== FAILING_BOT_CHECK_TOKEN;

/** Ends the request with field errors. */
export function failWith(status: number, errors: ErrorMessage[]): never {
  throw HttpResponse.json(errors, { status });
}

export const PASSWORD_RULE = 'Your password must be at least 8 characters long.';

/** What the user reads for an invalid field, by field name. */
const FIELD_MESSAGES: Record<string, string> = {
  email: 'Please enter a valid email address.',
  replyto: 'Please enter a valid email address.',
  phone: 'Please enter a 10-digit phone number.',
  zip: 'Please enter a 5-digit zip code.',
  first_name: 'Please enter your first name.',
  last_name: 'Please enter your last name.',
  password: PASSWORD_RULE,
  new: PASSWORD_RULE,
  current: 'Please enter your current password.',
  message: 'Please enter a message.',
  recaptcha: 'Please confirm that you are not a robot.',
  birthday: 'Please enter a valid date.',
  visit_date: 'Please enter a valid date.',
  address: 'Please enter a street address.',
  city: 'Please enter a city.',
  form: 'The form name is missing.',
};

const toErrors = (issues: readonly zod.core.$ZodIssue[]): ErrorMessage[] => {
  const seen = new Set<string>();
  const errors: ErrorMessage[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || undefined;
    const key = issue.path.length > 0 ? String(issue.path[issue.path.length - 1]) : '';
    const message = FIELD_MESSAGES[key] ?? `${field ?? 'body'}: ${issue.message}`;
    if (seen.has(`${field}:${message}`)) continue;
    seen.add(`${field}:${message}`);
    errors.push(field ? { message, field } : { message });
  }
  return errors;
};

interface BodyOptions {
  /** Fields whose rule breaks answer 422 (well formed but cannot be applied) instead of 400. */
  unprocessable?: readonly string[];
}

/**
 * Reads and validates a JSON body with the operation's generated zod schema; 400 with readable
 * messages otherwise (422 when only `unprocessable` fields break their rules).
 */
export async function readValidBody<T>(
  request: Request,
  schema: zod.core.$ZodType<T>,
  options: BodyOptions = {},
) {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    failWith(400, [{ message: 'The request body is not valid JSON.' }]);
  }
  const parsed = zod.safeParse(schema, body);
  if (parsed.success) return parsed.data;
  const onlyRules = parsed.error.issues.every(
    (issue) => issue.code !== 'invalid_type' && options.unprocessable?.includes(String(issue.path[0])),
  );
  failWith(onlyRules ? 422 : 400, toErrors(parsed.error.issues));
}

/** The first candidate the field's schema accepts: query strings become numbers or booleans as needed. */
const coerce = (field: zod.core.$ZodType | undefined, raw: string): unknown => {
  if (!field) return raw;
  const candidates: unknown[] = [raw];
  if (raw.trim() !== '' && !Number.isNaN(Number(raw))) candidates.push(Number(raw));
  if (raw === 'true' || raw === 'false') candidates.push(raw === 'true');
  const accepted = candidates.find((candidate) => zod.safeParse(field, candidate).success);
  if (accepted !== undefined) return accepted;
  // Keep the candidate whose error is about its value rather than its type.
  return (
    candidates.find((candidate) =>
      zod.safeParse(field, candidate).error?.issues.every((issue) => issue.code !== 'invalid_type'),
    ) ?? raw
  );
};

/** Reads the query with the operation's generated zod schema; 400 with the offending parameters otherwise. */
export function readQuery<S extends zod.core.$ZodObject>(request: Request, schema: S): zod.output<S> {
  const params = new URL(request.url).searchParams;
  const shape = schema._zod.def.shape as Record<string, zod.core.$ZodType | undefined>;
  const values: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    values[key] = coerce(shape[key], params.get(key) ?? '');
  }
  const parsed = zod.safeParse(schema, values);
  if (!parsed.success) {
    failWith(
      400,
      parsed.error.issues.map((issue) => {
        const field = issue.path.map(String).join('.');
        return { message: `${field || 'query'}: ${issue.message}`, field };
      }),
    );
  }
  return parsed.data;
}
