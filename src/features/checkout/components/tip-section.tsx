import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/api-error';
import { useSetOrderTip } from '../../../api/generated/endpoints/orders/orders';
import type { Order } from '../../../api/generated/model';
import { Button } from '../../../ui/button/button';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { TextField } from '../../../ui/text-field/text-field';
import * as styles from '../checkout.css';
import { messages } from '../messages';
import { parseTip, TIP_PERCENTAGES, tipFromPercent } from '../tip/tip-amount';
import { useStoreOrder } from '../use-order-cache';

/** Preset percentages of the subtotal, no tip, or a custom amount. */
export function TipSection({ order }: { order: Order }) {
  const intl = useIntl();
  const storeOrder = useStoreOrder();
  const [custom, setCustom] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<ApiError>();
  const setTip = useSetOrderTip({
    mutation: {
      onSuccess: (updated) => {
        setFailure(undefined);
        storeOrder(updated);
      },
      onError: (error) => setFailure(ApiError.from(error)),
    },
  });
  const send = (amount: number) => setTip.mutate({ id: order.id, data: { amount } });
  const presets = [
    { key: 'none', amount: 0, label: intl.formatMessage(messages.tipNone) },
    ...TIP_PERCENTAGES.map((percent) => ({
      key: String(percent),
      amount: tipFromPercent(order.totals.subtotal, percent),
      label: intl.formatMessage(messages.tipPercent, { percent }),
    })),
  ];
  const applyCustom = () => {
    const amount = parseTip(custom);
    setInvalid(amount === undefined);
    if (amount !== undefined) send(amount);
  };

  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionHeading}>{intl.formatMessage(messages.tipHeading)}</legend>
      <div className={styles.buttonRow}>
        {presets.map((preset) => (
          <Button
            key={preset.key}
            variant={order.totals.tip === preset.amount ? 'primary' : 'secondary'}
            aria-pressed={order.totals.tip === preset.amount}
            busy={setTip.isPending}
            onClick={() => send(preset.amount)}
          >
            {preset.label}
          </Button>
        ))}
      </div>
      <div className={styles.buttonRow}>
        <TextField
          label={intl.formatMessage(messages.tipCustom)}
          inputMode="decimal"
          value={custom}
          onValueChange={setCustom}
          error={invalid ? intl.formatMessage(messages.tipInvalid) : undefined}
          announceError
        />
        <Button variant="secondary" onClick={applyCustom} busy={setTip.isPending}>
          {intl.formatMessage(messages.tipApply)}
        </Button>
      </div>
      <ErrorMessage error={failure} />
    </fieldset>
  );
}
