import { defineMessages, useIntl } from 'react-intl';
import { Panel } from '../../ui/panel/panel';
import { PasswordForm } from '../../features/session/components/password-form';
import { ProfileForm } from '../../features/session/components/profile-form';
import { useMember } from '../../features/session/hooks/use-member';
import { ErrorMessage } from '../../ui/error-message/error-message';
import { Spinner } from '../../ui/spinner/spinner';
import { AccountPageFrame } from './account-page-frame';

const messages = defineMessages({
  heading: { id: 'accountSettingsPage.heading', defaultMessage: 'Account Settings' },
  details: { id: 'accountSettingsPage.details', defaultMessage: 'Your details' },
  password: { id: 'accountSettingsPage.password', defaultMessage: 'Password' },
  loading: { id: 'accountSettingsPage.loading', defaultMessage: 'Loading your details' },
});

/** `/account/settings` (SPEC §2, members only): the profile and the password. */
export function AccountSettingsPage() {
  const intl = useIntl();
  const member = useMember();
  return (
    <AccountPageFrame heading={intl.formatMessage(messages.heading)}>
      <Panel heading={intl.formatMessage(messages.details)}>
        {member.error && <ErrorMessage error={member.error} />}
        {member.isPending && <Spinner label={intl.formatMessage(messages.loading)} />}
        {member.data && <ProfileForm key={member.data.id} member={member.data} />}
      </Panel>
      <Panel heading={intl.formatMessage(messages.password)}>
        <PasswordForm />
      </Panel>
    </AccountPageFrame>
  );
}
