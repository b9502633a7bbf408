import { formatPhoneForDisplay, isCompletePhone, normalizePhone } from '../../lib/masks';
import * as linkStyles from '../link/link.css';
import * as styles from './phone-link.css';

/**
 * A phone number shown as SPEC §5 writes it, `(###) ###-####`, that a phone can dial. A number
 * that is not 10 digits is left out: a half number is no use to call.
 */
export function PhoneLink({ phone }: { phone: string | null | undefined }) {
  if (!phone || !isCompletePhone(phone)) return null;
  return (
    <a
      href={`tel:+1${normalizePhone(phone)}`}
      className={`${linkStyles.root} ${linkStyles.tone.brand} ${styles.root}`}
    >
      {formatPhoneForDisplay(phone)}
    </a>
  );
}
