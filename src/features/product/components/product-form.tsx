import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import type { MenuProduct, OrderProductLine } from '../../../api/generated/model';
import { MAX_LINE_QUANTITY } from '../../../config/inputs';
import { paths } from '../../../config/paths';
import { Button } from '../../../ui/button/button';
import { serverCodeMessages } from '../../../ui/error-message/error-catalogue';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { LinkButton } from '../../../ui/link-button/link-button';
import { useFormatPrice } from '../../../ui/price/use-format-price';
import { useSaveLine, type EditTarget } from '../hooks/use-save-line';
import { messages } from '../messages';
import {
  linePrice,
  selectedChoices,
  selectionFromChoices,
  selectionProblems,
  unitPrice,
  withDefaults,
  type Selection,
} from '../option-selection';
import { exceedsOrderLimit, increaseOutcome } from '../../../ordering/free-item-limit';
import { FreeItemLimitDialog } from '../../../ordering/free-item-limit-dialog';
import { useCurrentOrder } from '../../../ordering/use-current-order';
import { useSignInHref } from '../../../ordering/sign-in-href';
import { selectIsSignedIn, useSessionStore } from '../../../stores';
import { OptionGroupFieldset } from './option-group-fieldset';
import { QuantityStepper } from './quantity-stepper';
import { SpecialInstructions } from './special-instructions';
import * as styles from './product-form.css';

export interface LineBeingEdited {
  target: EditTarget;
  line: OrderProductLine;
}

interface ProductFormProps {
  product: MenuProduct;
  initialQuantity: number;
  /** The cart line being changed ('Update'); without it the form adds a new line ('Add to Cart'). */
  editing?: LineBeingEdited;
  /** Without a location the product can be looked at, not ordered. */
  orderable: boolean;
}

const startingSelection = (product: MenuProduct, editing: LineBeingEdited | undefined): Selection =>
  editing
    ? selectionFromChoices(
        product.optiongroups,
        editing.line.choices.map((choice) => choice.option_id),
      )
    : withDefaults(product.optiongroups, new Map());

/**
 * The product's choices, quantity and special instructions with the live price, and the button
 * that adds the line (or updates the edited one). Groups short of their minimum are pointed out
 * when the guest tries to add, and focus moves to the first of them.
 */
export function ProductForm({ product, initialQuantity, editing, orderable }: ProductFormProps) {
  const intl = useIntl();
  const formatPrice = useFormatPrice();
  const formRef = useRef<HTMLFormElement>(null);
  const [selection, setSelection] = useState(() => startingSelection(product, editing));
  const [quantity, setQuantity] = useState(initialQuantity);
  const [instructions, setInstructions] = useState(editing?.line.instructions ?? '');
  const [revealMissing, setRevealMissing] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [freeItemOpen, setFreeItemOpen] = useState(false);
  const { save, pending, errors } = useSaveLine(product, editing?.target);
  const { order } = useCurrentOrder();
  const [path] = useLocation();
  const search = useSearch();
  const signInHref = useSignInHref(search ? `${path}?${search}` : path);
  // A reward item is a member's perk: a guest is asked to sign in rather than offered the add.
  const signedIn = useSessionStore(selectIsSignedIn);
  const membersOnly = product.members_only === true && !signedIn;

  const unit = unitPrice(product, selection);
  const problems = selectionProblems(product.optiongroups, selection);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLInputElement>('fieldset[data-invalid] input')?.focus();
  }, [focusRequest]);

  const increase = () => {
    const next = increaseOutcome(quantity, product.limit_quantity);
    if (next.kind === 'free-item-limit') setFreeItemOpen(true);
    else if (next.kind === 'increase') setQuantity(next.quantity);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!orderable || membersOnly || pending) return;
    if (problems.size > 0) {
      setRevealMissing(true);
      setFocusRequest((count) => count + 1);
      return;
    }
    if (exceedsOrderLimit(order?.products ?? [], product, quantity, editing?.line.id)) {
      setFreeItemOpen(true);
      return;
    }
    void save({
      quantity,
      choices: selectedChoices(product.optiongroups, selection),
      instructions,
      unitPrice: unit,
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className={styles.root}>
      {(product.optiongroups ?? []).map((group) => (
        <OptionGroupFieldset
          key={group.id}
          group={group}
          selection={selection}
          onSelectionChange={setSelection}
          revealMissing={revealMissing}
        />
      ))}
      <SpecialInstructions value={instructions} onValueChange={setInstructions} />
      <div className={styles.footer}>
        <QuantityStepper
          quantity={quantity}
          atMaximum={quantity >= MAX_LINE_QUANTITY}
          onDecrease={() => setQuantity((current) => Math.max(1, current - 1))}
          onIncrease={increase}
        />
        <p className={styles.total} aria-live="polite" aria-atomic="true">
          {intl.formatMessage(messages.total)} <strong>{formatPrice(linePrice(unit, quantity))}</strong>
        </p>
        {revealMissing && problems.size > 0 && (
          <p role="alert" className={styles.problem}>
            {intl.formatMessage(messages.fixChoices)}
          </p>
        )}
        <ErrorMessage messages={errors} />
        {orderable && membersOnly ? (
          <>
            <p className={styles.notice}>{intl.formatMessage(serverCodeMessages.members_only)}</p>
            <LinkButton href={signInHref} size="lg" fullWidth>
              {intl.formatMessage(messages.signInToAdd)}
            </LinkButton>
          </>
        ) : orderable ? (
          <Button type="submit" size="lg" fullWidth loading={pending}>
            {intl.formatMessage(editing ? messages.update : messages.addToCart)}
          </Button>
        ) : (
          <LinkButton href={paths.locations.href()} size="lg" fullWidth>
            {intl.formatMessage(messages.chooseLocationToOrder)}
          </LinkButton>
        )}
      </div>
      <FreeItemLimitDialog open={freeItemOpen} onClose={() => setFreeItemOpen(false)} />
    </form>
  );
}
