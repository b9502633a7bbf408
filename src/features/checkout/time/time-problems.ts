/**
 * The messages of an error body that are about the order's time (`field: "time"`, the contract's
 * submit and setOrderTime 422s): the customer is asked for a new time rather than shown a dead end.
 */
export function timeProblemsOf(body: unknown): string[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { message, field } = entry as { message?: unknown; field?: unknown };
    return field === 'time' && typeof message === 'string' ? [message] : [];
  });
}
