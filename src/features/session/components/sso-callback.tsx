import { defineMessages, useIntl } from 'react-intl';
import { paths } from '../../../config/paths';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { LinkButton } from '../../../ui/link-button/link-button';
import { Spinner } from '../../../ui/spinner/spinner';
import { useSsoCallback, type SsoCallbackParams } from '../hooks/use-sso-callback';
import * as styles from './session-form.css';

const messages = defineMessages({
  signingIn: { id: 'session.sso.signingIn', defaultMessage: 'Signing you in' },
  backToSignIn: { id: 'session.sso.backToSignIn', defaultMessage: 'Back to sign in' },
});

/** The single sign-on callback: a spinner while the code is exchanged, else why it was refused. */
export function SsoCallback(params: SsoCallbackParams) {
  const intl = useIntl();
  const status = useSsoCallback(params);
  if (status.kind === 'signing-in') return <Spinner label={intl.formatMessage(messages.signingIn)} />;
  return (
    <div className={styles.notice}>
      <ErrorMessage messages={status.messages} />
      <LinkButton href={paths.accountLogin.href()}>{intl.formatMessage(messages.backToSignIn)}</LinkButton>
    </div>
  );
}
