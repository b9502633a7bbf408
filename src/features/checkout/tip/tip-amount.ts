/** Tip presets offered at checkout, in percent of the subtotal. */
export const TIP_PERCENTAGES = [10, 15, 20] as const;

/** A percentage of the subtotal in dollars, rounded to the cent. */
export const tipFromPercent = (subtotal: number, percent: number): number =>
  Math.round(subtotal * percent) / 100;

/** A typed custom tip ('2', '2.5', '$2.50') in dollars, or undefined when it is not an amount. */
export function parseTip(text: string): number | undefined {
  const cleaned = text.trim().replace(/^\$/, '');
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(cleaned)) return undefined;
  return Math.round(Number(cleaned) * 100) / 100;
}
