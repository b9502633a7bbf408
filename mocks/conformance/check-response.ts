import * as z from 'zod/mini';
import { errorSchema, successSchemaOf } from './response-schemas';

/** What the contract declares per operation: its response status codes. */
export type DeclaredStatuses = Record<string, readonly string[]>;

/** Reads the declared statuses from a bundled contract (`paths → method → responses`). */
export function declaredStatusesOf(contract: {
  paths: Record<string, Record<string, unknown>>;
}): DeclaredStatuses {
  const declared: Record<string, string[]> = {};
  for (const item of Object.values(contract.paths)) {
    for (const operation of Object.values(item)) {
      const { operationId, responses } = (operation ?? {}) as { operationId?: string; responses?: object };
      if (operationId && responses) declared[operationId] = Object.keys(responses);
    }
  }
  return declared;
}

/**
 * Everything off-contract about one response: an undeclared status, a body that is not JSON, or a
 * body that fails the generated schema for that status. An empty list means the response conforms.
 */
export function checkResponse(
  declared: DeclaredStatuses,
  operationId: string,
  status: number,
  bodyText: string,
): string[] {
  const statuses = declared[operationId];
  if (!statuses) return [`${operationId} is not an operation of the contract`];
  const problems: string[] = [];
  if (!statuses.includes(String(status)) && !statuses.includes(`${String(status)[0]}XX`)) {
    problems.push(`status ${status} is not declared (declared: ${statuses.join(', ')})`);
  }
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return [...problems, 'the body is not JSON'];
  }
  const schema = status >= 200 && status < 300 ? successSchemaOf(operationId) : errorSchema;
  if (!schema) return [...problems, `no generated schema for ${operationId}`];
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) {
    problems.push(
      ...parsed.error.issues.slice(0, 5).map((issue) => `body.${issue.path.join('.')}: ${issue.message}`),
    );
  }
  return problems;
}
