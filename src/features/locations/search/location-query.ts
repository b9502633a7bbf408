/** SPEC §5: a zip is 5 digits. */
export const ZIP_LENGTH = 5;

export type LocationQuery =
  | { kind: 'zip'; q: string }
  | { kind: 'city-state'; q: string }
  | { kind: 'invalid'; reason: 'empty' | 'format' };

const ZIP = new RegExp(`^\\d{${ZIP_LENGTH}}$`);
// "Charlotte, NC", "Charlotte NC", "Winston-Salem, nc", "St. Augustine, FL"
const CITY_STATE = /^([A-Za-z][A-Za-z .'-]*?)\s*,?\s+([A-Za-z]{2})$/;

/** Reads what the visitor typed into the location search as a zip or a "City, ST" query. */
export function parseLocationQuery(input: string): LocationQuery {
  const text = input.trim().replace(/\s+/g, ' ');
  if (!text) return { kind: 'invalid', reason: 'empty' };
  if (ZIP.test(text)) return { kind: 'zip', q: text };
  const cityState = CITY_STATE.exec(text);
  if (cityState?.[1] && cityState[2]) {
    return { kind: 'city-state', q: `${cityState[1].trim()}, ${cityState[2].toUpperCase()}` };
  }
  return { kind: 'invalid', reason: 'format' };
}
