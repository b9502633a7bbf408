/**
 * Shortens text to `length` characters plus '…', only when it is longer (SPEC §9: addresses at 20,
 * the mobile bar at 15, 30 by default). Counts characters as people see them, not UTF-16 units, so
 * an emoji is never cut in half.
 */
export function truncate(text: string, length = 30): string {
  const characters = Array.from(text);
  if (characters.length <= length) return text;
  return `${characters.slice(0, length).join('').trimEnd()}…`;
}
