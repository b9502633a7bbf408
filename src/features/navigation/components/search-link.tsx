import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { messages } from '../messages';
import { NavIcon } from './nav-icon';
import * as styles from './icon-link.css';

/** The magnifier that opens site search, in the header of both layouts and channels. */
export function SearchLink() {
  const intl = useIntl();
  return (
    <Link href={paths.search.href()} className={styles.root}>
      <NavIcon name="search" />
      <VisuallyHidden>{intl.formatMessage(messages.search)}</VisuallyHidden>
    </Link>
  );
}
