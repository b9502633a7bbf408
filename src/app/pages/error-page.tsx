import { defineMessage, useIntl } from 'react-intl';
import { paths } from '../../config/paths';
import { pageFailed, unknownMiddleware } from '../../ui/error-message/start-failure-messages';
import { LinkButton } from '../../ui/link-button/link-button';
import { usePageHeadingFocus } from '../page-navigation';
import { useDocumentTitle } from '../use-document-title';
import * as styles from './status-page.css';

const messages = {
  documentTitle: defineMessage({ id: 'errorPage.documentTitle', defaultMessage: 'Something went wrong' }),
  heading: defineMessage({ id: 'errorPage.heading', defaultMessage: 'Something went wrong' }),
  home: defineMessage({ id: 'errorPage.home', defaultMessage: 'Back to home' }),
};

/** Why the page failed, when the app knows better than the status alone (SPEC §8). */
export type ErrorReason = 'unknown-middleware';

/** SPEC §8: the page shown when a route fails, with the status taken from the error. Not lazy: it must always load. */
export function ErrorPage({ status, reason }: { status: number; reason?: ErrorReason }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.documentTitle));
  return (
    <div className={styles.root}>
      <h1 ref={usePageHeadingFocus()} tabIndex={-1} className={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h1>
      {reason === 'unknown-middleware' && (
        <p className={styles.text}>{intl.formatMessage(unknownMiddleware)}</p>
      )}
      <p className={styles.text}>{intl.formatMessage(pageFailed, { status })}</p>
      <LinkButton href={paths.home.href()}>{intl.formatMessage(messages.home)}</LinkButton>
    </div>
  );
}
