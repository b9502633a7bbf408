import { defineMessages, useIntl } from 'react-intl';
import { SignUpForm } from '../../features/session/components/sign-up-form';
import { useRedirectFromQuery } from '../../features/session/hooks/use-redirect-from-query';
import { PageFrame } from './page-frame';

const messages = defineMessages({
  documentTitle: { id: 'signupPage.documentTitle', defaultMessage: 'Create an Account' },
  heading: { id: 'signupPage.heading', defaultMessage: 'Create an Account' },
  intro: {
    id: 'signupPage.intro',
    defaultMessage: 'Members order faster, collect rewards and get offers first.',
  },
});

/** `/account/signup` (SPEC §2, §4 "Session"): signs the new member in and goes on like sign-in. */
export function SignupPage() {
  const intl = useIntl();
  useRedirectFromQuery();
  return (
    <PageFrame
      heading={intl.formatMessage(messages.heading)}
      title={intl.formatMessage(messages.documentTitle)}
      intro={intl.formatMessage(messages.intro)}
    >
      <SignUpForm />
    </PageFrame>
  );
}
