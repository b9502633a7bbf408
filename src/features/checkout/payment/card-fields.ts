/** What a new card's fields hold, read from the form only at the moment of paying and never kept. */
export interface CardInput {
  number: string;
  expiry: string;
  cvv: string;
}

export type CardProblem = 'number' | 'expiry' | 'cvv';

const luhnValid = (digits: string): boolean => {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

/** The fields of a new card that are not plausible (13–19 digits passing the Luhn check, MM/YY in the future, 3–4 digit code). */
export function cardProblems(card: CardInput, now: Date): CardProblem[] {
  const problems: CardProblem[] = [];
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) problems.push('number');
  const expiry = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(card.expiry.trim());
  const expired =
    !expiry || new Date(2000 + Number(expiry[2]), Number(expiry[1]), 1).getTime() <= now.getTime();
  if (expired) problems.push('expiry');
  if (!/^\d{3,4}$/.test(card.cvv.trim())) problems.push('cvv');
  return problems;
}

/** Card number typed in groups of four. */
export const maskCardNumber = (raw: string): string =>
  raw
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** Expiry typed as MM/YY. */
export function maskExpiry(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
