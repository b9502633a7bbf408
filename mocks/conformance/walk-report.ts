import type { ExchangeRecord, WalkResult } from './walk-types';

/** One line for an exchange: `GET /api/v1/… → 200 getOrder (step): problem; problem`. */
export function formatRecord(record: ExchangeRecord): string {
  const problems = record.problems.length > 0 ? `: ${record.problems.join('; ')}` : '';
  return `${record.method} ${record.path} → ${record.status} ${record.operationId} (${record.step})${problems}`;
}

export const offSpecRecords = (result: WalkResult): ExchangeRecord[] =>
  result.records.filter((record) => record.problems.length > 0);

/** Operations reached both with a checked success and a checked error. */
export const fullyCovered = (result: WalkResult): string[] =>
  result.coverage.success.filter((operationId) => result.coverage.error.includes(operationId));

/** `N exchanges, N operations covered, N off-spec`. */
export const summaryLine = (result: WalkResult): string =>
  `${result.records.length} exchanges, ${fullyCovered(result).length} operations covered, ` +
  `${offSpecRecords(result).length} off-spec`;
