import { useIntl } from 'react-intl';
import { paths } from '../../../config/paths';
import { Link } from '../../../ui/link/link';
import { useMemberFirstName } from '../hooks/use-member-first-name';
import { messages } from '../messages';

/** SPEC §2: 'Hi {first_name}!' linking to the account, once the member's profile has loaded. */
export function MemberGreeting() {
  const intl = useIntl();
  const firstName = useMemberFirstName();
  if (!firstName) return null;
  return (
    <Link href={paths.account.href()} tone="inherit">
      {intl.formatMessage(messages.greeting, { firstName })}
    </Link>
  );
}
