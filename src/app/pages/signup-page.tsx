import { defineMessages, useIntl } from 'react-intl';
import { SignUpForm } from '../../features/session/components/sign-up-form';
import { useRedirectFromQuery } from '../../features/session/hooks/use-redirect-from-query';
import { usePageHeadingFocus } from '../page-navigation';
import { useDocumentTitle } from '../use-document-title';
import * as styles from './session-page.css';

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
  useDocumentTitle(intl.formatMessage(messages.documentTitle));
  useRedirectFromQuery();
  return (
    <div className={styles.page}>
      <h1 ref={usePageHeadingFocus()} tabIndex={-1} className={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h1>
      <p className={styles.intro}>{intl.formatMessage(messages.intro)}</p>
      <SignUpForm />
    </div>
  );
}
