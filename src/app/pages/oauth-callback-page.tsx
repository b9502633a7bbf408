import { defineMessages, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { SsoCallback } from '../../features/session/components/sso-callback';
import { usePageHeadingFocus } from '../page-navigation';
import { useDocumentTitle } from '../use-document-title';
import * as styles from './session-page.css';

const messages = defineMessages({
  heading: { id: 'oauthCallbackPage.heading', defaultMessage: 'Signing in' },
});

/**
 * `/account/oauthcallback?code=&state=` (SPEC §2, §7 members/sso): where the identity provider sends
 * the member back after single sign-on.
 */
export function OauthCallbackPage() {
  const intl = useIntl();
  const query = new URLSearchParams(useSearch());
  const heading = intl.formatMessage(messages.heading);
  useDocumentTitle(heading);
  return (
    <div className={styles.page}>
      <h1 ref={usePageHeadingFocus()} tabIndex={-1} className={styles.heading}>
        {heading}
      </h1>
      <SsoCallback code={query.get('code')} state={query.get('state')} error={query.get('error')} />
    </div>
  );
}
