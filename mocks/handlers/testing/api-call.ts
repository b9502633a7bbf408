import * as z from 'zod/mini';

/** How the handler tests talk to the mock backend: plain HTTP, as a client sees it. */

export interface ApiAnswer {
  status: number;
  body: unknown;
}

interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  token?: string;
  body?: unknown;
}

const CLIENT_HEADERS = {
  'X-Env': 'prod',
  'X-Device-Id': 'device-test',
  'X-Client': 'web',
  'X-Client-Version': '1.4.24',
};

/** Calls `http://localhost{path}` with the client headers, a bearer token and a JSON body when given. */
export async function call(
  path: string,
  { method = 'GET', token, body }: CallOptions = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { ...CLIENT_HEADERS };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`http://localhost${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** The body parsed with the operation's generated response schema: fails the test when it breaks the contract. */
export const parsesAs = <T>(schema: z.core.$ZodType<T>, body: unknown): T => z.parse(schema, body);

/** The messages of an ErrorBody (arrays of strings or `{message}` objects, or one object). */
export function messagesOf(body: unknown): string[] {
  const items: unknown[] = Array.isArray(body) ? body : [body];
  return items.map((item) =>
    typeof item === 'string' ? item : String((item as { message?: unknown } | null)?.message ?? ''),
  );
}
