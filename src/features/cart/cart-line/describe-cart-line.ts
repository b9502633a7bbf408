import type { OrderProductLine } from '../../../api/generated/model';

/** One part of a cart line's description, with the language the server wrote it in, if it said. */
export interface CartLinePart {
  text: string;
  language?: string;
}

/**
 * SPEC §2 "Cart item": the chosen options — each option's name, '(xN)' when its quantity is above
 * 1 — then the special instructions in parentheses. Each option keeps its `language`, so a name
 * left in English can be marked on a Spanish page; the customer's own words carry none.
 */
export function cartLineParts(line: Pick<OrderProductLine, 'choices' | 'instructions'>): CartLinePart[] {
  const parts: CartLinePart[] = line.choices.map(({ name, quantity, language }) => ({
    text: quantity > 1 ? `${name} (x${quantity})` : name,
    ...(language && { language }),
  }));
  const instructions = line.instructions?.trim();
  if (instructions) parts.push({ text: `(${instructions})` });
  return parts;
}
