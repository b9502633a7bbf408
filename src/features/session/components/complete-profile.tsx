import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useSessionStore } from '../../../stores';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { Spinner } from '../../../ui/spinner/spinner';
import { useMember } from '../hooks/use-member';
import { ProfileForm } from './profile-form';

const messages = defineMessages({
  loading: { id: 'session.completeProfile.loading', defaultMessage: 'Loading your details' },
  submit: { id: 'session.completeProfile.submit', defaultMessage: 'Save and Continue' },
});

/**
 * The profile form for a member single sign-on left without a name or phone; once saved, on to the
 * stored redirect or /account (SPEC §4 "Session"), as the sign-in would have gone.
 */
export function CompleteProfile() {
  const intl = useIntl();
  const member = useMember();
  const [, navigate] = useLocation();
  const goOn = () => navigate(useSessionStore.getState().takeRedirect(), { replace: true });

  if (member.error) return <ErrorMessage error={member.error} />;
  if (!member.data) return <Spinner label={intl.formatMessage(messages.loading)} />;
  return (
    <ProfileForm
      key={member.data.id}
      member={member.data}
      submitLabel={intl.formatMessage(messages.submit)}
      onSaved={goOn}
    />
  );
}
