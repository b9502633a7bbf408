import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { BRAND } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { messages } from '../messages';
import * as styles from './logo-link.css';

/** The chain's wordmark, linking home; its name says where it goes ("Henhouse home"). */
export function LogoLink() {
  const intl = useIntl();
  return (
    <Link
      href={paths.home.href()}
      className={styles.root}
      aria-label={intl.formatMessage(messages.logo, { brand: BRAND.name })}
    >
      {BRAND.name}
    </Link>
  );
}
