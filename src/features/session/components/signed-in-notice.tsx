import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { paths } from '../../../config/paths';
import { LinkButton } from '../../../ui/link-button/link-button';
import { useMember } from '../hooks/use-member';
import * as styles from './session-form.css';
import { SignOutButton } from './sign-out-button';

const messages = defineMessages({
  signedIn: { id: 'session.signedIn.text', defaultMessage: 'You are signed in.' },
  account: { id: 'session.signedIn.account', defaultMessage: 'Go to your account' },
});

const signedInAs = defineMessage<{ firstName: string }>({
  id: 'session.signedIn.textWithName',
  defaultMessage: 'You are signed in as {firstName}.',
});

/** Shown on the sign-in and sign-up pages to a member who is already signed in. */
export function SignedInNotice() {
  const intl = useIntl();
  const { data: member } = useMember();
  return (
    <div className={styles.notice}>
      <p className={styles.noticeText}>
        {member
          ? intl.formatMessage(signedInAs, { firstName: member.first_name })
          : intl.formatMessage(messages.signedIn)}
      </p>
      <LinkButton href={paths.account.href()}>{intl.formatMessage(messages.account)}</LinkButton>
      <SignOutButton variant="secondary" stayOnPage />
    </div>
  );
}
