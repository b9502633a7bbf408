import { defineMessages, useIntl } from 'react-intl';
import { CompleteProfile } from '../../features/session/components/complete-profile';
import { usePageHeadingFocus } from '../page-navigation';
import { useDocumentTitle } from '../use-document-title';
import * as styles from './session-page.css';

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
  const heading = intl.formatMessage(messages.heading);
  useDocumentTitle(heading);
  return (
    <div className={styles.page}>
      <h1 ref={usePageHeadingFocus()} tabIndex={-1} className={styles.heading}>
        {heading}
      </h1>
      <p className={styles.intro}>{intl.formatMessage(messages.intro)}</p>
      <CompleteProfile />
    </div>
  );
}
