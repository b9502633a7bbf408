import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import type { ButtonLook } from '../../../ui/button/button-class-name';
import { Button } from '../../../ui/button/button';
import { useSignOut } from '../hooks/use-sign-out';

const messages = defineMessages({
  signOut: { id: 'session.signOut.button', defaultMessage: 'Sign Out' },
});

export type SignOutButtonProps = ButtonLook & {
  /** Stay on the page after signing out (it shows the guest view), instead of going home. */
  stayOnPage?: boolean;
};

/**
 * Signs the member out (see `useSignOut`), then goes to the home page, away from any member page.
 * The header and the mobile menu choose its look.
 */
export function SignOutButton({ stayOnPage = false, ...look }: SignOutButtonProps) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { signOut, isSigningOut } = useSignOut();

  const handleClick = async () => {
    await signOut();
    if (!stayOnPage) navigate(paths.home.href());
  };

  return (
    <Button {...look} loading={isSigningOut} onClick={() => void handleClick()}>
      {intl.formatMessage(messages.signOut)}
    </Button>
  );
}
