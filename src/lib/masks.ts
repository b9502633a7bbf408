/** SPEC §5 input masks, as pure functions: they accept anything a person can type or paste. */

const ZIP_LENGTH = 5;
const PHONE_LENGTH = 10;

const digitsOf = (raw: string) => raw.replace(/\D/g, '');

/** Zip mask: digits only, at most 5 (SPEC §5/§9). */
export function maskZip(raw: string): string {
  return digitsOf(raw).slice(0, ZIP_LENGTH);
}

export function isCompleteZip(value: string): boolean {
  return /^\d{5}$/.test(value);
}

/**
 * The phone's 10 national digits: non-digits go, and so does a leading 1 or +1 (SPEC §3). A North
 * American area code never starts with 1, so a leading 1 is always the country code.
 */
export function normalizePhone(raw: string): string {
  return digitsOf(raw).replace(/^1/, '');
}

/**
 * Phone mask as the person types: `###-###-####` (SPEC §5), growing with the digits. Every leading
 * 1 goes (not just one), so masking a masked value never changes it.
 */
export function maskPhone(raw: string): string {
  const digits = digitsOf(raw).replace(/^1+/, '').slice(0, PHONE_LENGTH);
  const groups = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean);
  return groups.join('-');
}

export function isCompletePhone(value: string): boolean {
  return normalizePhone(value).length === PHONE_LENGTH;
}

/** Display format `(###) ###-####` (SPEC §5); anything that is not a whole number is shown as given. */
export function formatPhoneForDisplay(digits: string): string {
  const national = normalizePhone(digits);
  if (national.length !== PHONE_LENGTH) return digits;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/**
 * Where the caret belongs in a masked value: just after its `digitCount`-th digit, so typing or
 * deleting in the middle of a number does not throw the caret to the end.
 */
export function caretAfterDigits(masked: string, digitCount: number): number {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < masked.length; index += 1) {
    if (/\d/.test(masked.charAt(index))) seen += 1;
    if (seen === digitCount) return index + 1;
  }
  return masked.length;
}

export function countDigits(text: string): number {
  return digitsOf(text).length;
}
