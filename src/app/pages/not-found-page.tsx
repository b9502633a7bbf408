import { defineMessages, useIntl } from 'react-intl';
import { paths } from '../../config/paths';
import { pageNotFound } from '../../ui/error-message/error-catalogue';
import { LinkButton } from '../../ui/link-button/link-button';
import { usePageHeadingFocus } from '../page-navigation';
import { useDocumentTitle } from '../use-document-title';
import * as styles from './status-page.css';

const messages = defineMessages({
  documentTitle: { id: 'notFound.documentTitle', defaultMessage: 'Page not found' },
  heading: { id: 'notFound.heading', defaultMessage: '404 Whoops! You flew the coop.' },
  home: { id: 'notFound.home', defaultMessage: 'Back to home' },
});

/** SPEC §2/§8: shown when no route matches or a page's validity check fails. */
export function NotFoundPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.documentTitle), { noindex: true });
  return (
    <div className={styles.root}>
      <h1 ref={usePageHeadingFocus()} tabIndex={-1} className={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h1>
      <p className={styles.text}>{intl.formatMessage(pageNotFound)}</p>
      <LinkButton href={paths.home.href()}>{intl.formatMessage(messages.home)}</LinkButton>
    </div>
  );
}
