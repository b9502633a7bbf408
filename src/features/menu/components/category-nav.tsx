import { useIntl } from 'react-intl';
import type { Category } from '../../../api/generated/model';
import { langOfText } from '../../../i18n/text-lang';
import { revealOnFocus } from '../../../lib/reveal-on-focus';
import { categoryAnchor } from '../category-anchor';
import { messages } from '../messages';
import * as styles from './category-nav.css';

/** In-page links to each category's section: plain anchors, so they work without script and by keyboard. */
export function CategoryNav({ categories }: { categories: readonly Category[] }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(messages.categoryNav)} className={styles.root}>
      <ul className={styles.list}>
        {categories.map((category) => (
          <li key={category.id}>
            <a
              href={`#${categoryAnchor(category)}`}
              className={styles.link}
              onFocus={revealOnFocus}
              lang={langOfText(category.language, intl.locale)}
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
