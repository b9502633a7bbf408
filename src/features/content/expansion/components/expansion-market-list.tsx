import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { paths } from '../../../../config/paths';
import type { ExpansionStore } from '../expansion-stores';
import { messages } from '../messages';
import { withMarket } from '../use-market';
import * as styles from './expansion.css';

/** The expansion markets' restaurants, each leading to its menu; the visitor's choice is marked. */
export function ExpansionMarketList({ stores, chosen }: { stores: ExpansionStore[]; chosen: string | null }) {
  const intl = useIntl();
  if (stores.length === 0) return <p>{intl.formatMessage(messages.noMarkets)}</p>;
  return (
    <nav aria-label={intl.formatMessage(messages.marketsLabel)}>
      <ul className={styles.list}>
        {stores.map((store) => (
          <li key={store.slug}>
            <Link
              href={withMarket(paths.expansionMenuItems.href(), store.slug)}
              className={styles.cardLink}
              aria-current={store.slug === chosen ? 'true' : undefined}
            >
              {intl.formatMessage(messages.marketName, { name: store.name, state: store.state })}
              {store.slug === chosen && (
                <span className={styles.note}> {intl.formatMessage(messages.yourMarket)}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
