/** The record with this id; the seed refers only to records it builds, so a miss is a bug in the seed. */
export function byId<Record extends { id: number | string }>(
  records: readonly Record[],
  id: Record['id'],
): Record {
  const record = records.find((candidate) => candidate.id === id);
  if (!record) throw new Error(`Seed: no record with id ${id}`);
  return record;
}
