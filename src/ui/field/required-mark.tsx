import { defineMessage, useIntl } from 'react-intl';
import * as styles from './field.css';

const messages = {
  required: defineMessage({
    id: 'ui.field.required',
    defaultMessage: '(required)',
    description: 'Shown after the label of a field that must be filled in.',
  }),
};

/** The visible "(required)" after a label; hidden from assistive technology, which hears `required` itself. */
export function RequiredMark() {
  const intl = useIntl();
  return (
    <span aria-hidden="true" className={styles.requiredMark}>
      {' '}
      {intl.formatMessage(messages.required)}
    </span>
  );
}
