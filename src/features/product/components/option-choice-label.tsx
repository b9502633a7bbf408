import { useIntl } from 'react-intl';
import type { OptionChoice } from '../../../api/generated/model';
import { langOfText } from '../../../i18n/text-lang';
import { useFormatPrice } from '../../../ui/price/use-format-price';
import { messages } from '../messages';
import * as styles from './option-choice-label.css';

/** A choice's name, its extra price ('+$0.50') when it has one, and its calories. */
export function OptionChoiceLabel({ option }: { option: OptionChoice }) {
  const intl = useIntl();
  const formatPrice = useFormatPrice();
  return (
    <span className={styles.root}>
      <span className={styles.name} lang={langOfText(option.language, intl.locale)}>
        {option.name}
      </span>{' '}
      {option.cost > 0 && (
        <span className={styles.price}>
          {intl.formatMessage(messages.extraCost, { price: formatPrice(option.cost) })}
        </span>
      )}{' '}
      {option.calories != null && (
        <span className={styles.calories}>
          {intl.formatMessage(messages.calories, { calories: intl.formatNumber(option.calories) })}
        </span>
      )}
    </span>
  );
}
