import type { OrderProductLine } from '../../../api/generated/model';

/**
 * SPEC §2 "Cart item": the chosen options as one line — each option's name, '(xN)' when its
 * quantity is above 1 — then the special instructions in parentheses.
 */
export function describeCartLine(line: Pick<OrderProductLine, 'choices' | 'instructions'>): string {
  const parts = line.choices.map((choice) =>
    choice.quantity > 1 ? `${choice.name} (x${choice.quantity})` : choice.name,
  );
  const instructions = line.instructions?.trim();
  if (instructions) parts.push(`(${instructions})`);
  return parts.join(', ');
}
