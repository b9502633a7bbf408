import { defineMessages, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { SsoCallback } from '../../features/session/components/sso-callback';
import { PageFrame } from './page-frame';

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
  return (
    <PageFrame heading={intl.formatMessage(messages.heading)}>
      <SsoCallback code={query.get('code')} state={query.get('state')} error={query.get('error')} />
    </PageFrame>
  );
}
