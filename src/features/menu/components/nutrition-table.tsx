import { useIntl } from 'react-intl';
import type { Category } from '../../../api/generated/model';
import { langOfText } from '../../../i18n/text-lang';
import { calorieFigure } from '../calories-text';
import { messages } from '../messages';
import * as styles from './nutrition-table.css';

/** One category's products and their calories, as a table with a caption and column and row headers. */
export function NutritionTable({ category }: { category: Category }) {
  const intl = useIntl();
  return (
    <table className={styles.table}>
      <caption className={styles.caption} lang={langOfText(category.language, intl.locale)}>
        {category.name}
      </caption>
      <thead>
        <tr>
          <th scope="col" className={styles.headerCell}>
            {intl.formatMessage(messages.nutritionItem)}
          </th>
          <th scope="col" className={`${styles.headerCell} ${styles.number}`}>
            {intl.formatMessage(messages.nutritionCalories)}
          </th>
        </tr>
      </thead>
      <tbody>
        {category.products.map((product) => (
          <tr key={product.id}>
            <th scope="row" className={styles.rowHeader} lang={langOfText(product.language, intl.locale)}>
              {product.name}
            </th>
            <td className={`${styles.cell} ${styles.number}`}>
              {calorieFigure(intl, product.calories) ?? intl.formatMessage(messages.notListed)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
