import { defineMessages, useIntl } from 'react-intl';
import { CompleteProfile } from '../../features/session/components/complete-profile';
import { PageFrame } from './page-frame';

const messages = defineMessages({
  heading: { id: 'accountCompletePage.heading', defaultMessage: 'Complete your profile' },
  intro: {
    id: 'accountCompletePage.intro',
    defaultMessage: 'Tell us your name and phone number to finish setting up your account.',
  },
});

/** `/account/complete` (SPEC §2, members only): after single sign-on, the name and phone it left out. */
export function AccountCompletePage() {
  const intl = useIntl();
  return (
    <PageFrame heading={intl.formatMessage(messages.heading)} intro={intl.formatMessage(messages.intro)}>
      <CompleteProfile />
    </PageFrame>
  );
}
