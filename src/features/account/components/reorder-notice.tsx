import { defineMessage, useIntl } from 'react-intl';
import type { ApiError } from '../../../api/api-error';
import type { OrderProductLine } from '../../../api/generated/model';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import * as styles from './account.css';

const leftOutNotice = defineMessage<{ names: string }>({
  id: 'account.reorder.leftOut',
  defaultMessage: 'No longer available, so not added to your cart: {names}',
});

/** Why a reorder failed, or which lines it could not bring back. */
export function ReorderNotice({
  failure,
  leftOut,
}: {
  failure: ApiError | undefined;
  leftOut: OrderProductLine[];
}) {
  const intl = useIntl();
  return (
    <>
      <ErrorMessage error={failure} />
      <p role="status" className={styles.muted}>
        {leftOut.length > 0 &&
          intl.formatMessage(leftOutNotice, { names: intl.formatList(leftOut.map((line) => line.name)) })}
      </p>
    </>
  );
}
