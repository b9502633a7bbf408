import type { IntlShape } from 'react-intl';
import type { MenuProductCalories } from '../../api/generated/model';
import { messages } from './messages';

/** The calorie figure of a product ("550" or "550–1,100"), or undefined when the menu gives none. */
export function calorieFigure(
  intl: IntlShape,
  calories: MenuProductCalories | undefined,
): string | undefined {
  const base = calories?.base;
  if (base === null || base === undefined) return undefined;
  const max = calories?.max;
  if (max === null || max === undefined || max <= base) return intl.formatNumber(base);
  return intl.formatMessage(messages.calorieRange, {
    min: intl.formatNumber(base),
    max: intl.formatNumber(max),
  });
}

/** "550–1,100 Cal" for a product card, or undefined when the menu gives no calories. */
export function caloriesText(intl: IntlShape, calories: MenuProductCalories | undefined): string | undefined {
  const figure = calorieFigure(intl, calories);
  return figure === undefined ? undefined : intl.formatMessage(messages.calories, { calories: figure });
}
