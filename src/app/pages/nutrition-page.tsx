import { defineMessages, useIntl } from 'react-intl';
import { isServerError } from '../../api/api-error';
import { MenuLoading } from '../../features/menu/components/menu-loading';
import { NutritionTable } from '../../features/menu/components/nutrition-table';
import { useBrowsingMenuId } from '../../ordering/menu-ids';
import { useMenu } from '../../ordering/use-menu';
import { ErrorMessage } from '../../ui/error-message/error-message';
import { usePageHeadingFocus } from '../page-navigation';
import { useDocumentTitle } from '../use-document-title';
import * as styles from './menu-page.css';

const messages = defineMessages({
  heading: { id: 'nutritionPage.heading', defaultMessage: 'Nutrition' },
  intro: {
    id: 'nutritionPage.intro',
    defaultMessage:
      'Calories of every item on the menu. Where two numbers are given, the calories depend on the choices you make.',
  },
});

/** `/menu/nutrition`: the calories of the browsed menu's products, one table per category. */
export function NutritionPage() {
  const intl = useIntl();
  const heading = intl.formatMessage(messages.heading);
  useDocumentTitle(heading);
  const menu = useMenu(useBrowsingMenuId());
  // SPEC §8 "Route-change error": the error page, with the server's status.
  if (isServerError(menu.error)) throw menu.error;
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 ref={usePageHeadingFocus()} tabIndex={-1} className={styles.heading}>
          {heading}
        </h1>
        <p className={styles.intro}>{intl.formatMessage(messages.intro)}</p>
      </div>
      {menu.error && <ErrorMessage error={menu.error} />}
      {menu.isPending && <MenuLoading />}
      {menu.data?.categories.map((category) => (
        <NutritionTable key={category.id} category={category} />
      ))}
    </div>
  );
}
