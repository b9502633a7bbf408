import type { QueryKey } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Upsell } from '../../api/generated/model';
import { langOfText } from '../../i18n/text-lang';
import { Button } from '../../ui/button/button';
import { upsellAddFailed } from '../../ui/error-message/error-catalogue';
import { Price } from '../../ui/price/price';
import { upsellMessages } from './upsell-messages';
import { useAddUpsell } from './use-add-upsell';
import * as styles from './upsell-suggestions.css';

export interface UpsellSuggestionsProps {
  orderId: string;
  title: string;
  /** The cart panel's section sits under its h2; a page's under its h1. */
  headingLevel: 2 | 3;
  items: readonly Upsell[];
  /** The query the items came from, asked again after an add. */
  source: QueryKey;
}

/** Suggested items, each added in one tap with the cart's upsell rules; nothing when there are none. */
export function UpsellSuggestions({ orderId, title, headingLevel, items, source }: UpsellSuggestionsProps) {
  const intl = useIntl();
  const headingId = useId();
  const { addUpsell, pending, failed } = useAddUpsell(orderId, [source]);
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // An added item leaves the suggestions with its button: focus goes to the suggestion now in its
  // place, or to the heading (kept while empty after an add) when none is left, not to the page.
  const added = useRef<{ id: number; index: number } | undefined>(undefined);
  const [hasAdded, setHasAdded] = useState(false);
  useEffect(() => {
    const last = added.current;
    if (!last || items.some((item) => item.id === last.id)) return;
    added.current = undefined;
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('button');
    const next = buttons?.[Math.min(last.index, buttons.length - 1)];
    (next ?? headingRef.current)?.focus();
  }, [items]);
  if (items.length === 0 && !hasAdded) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {title}
      </Heading>
      <ul ref={listRef} className={styles.list}>
        {items.map((upsell, index) => (
          <li key={upsell.id} className={styles.item}>
            {upsell.image && (
              <img className={styles.image} src={upsell.image} alt="" width={48} height={48} />
            )}
            <span className={styles.name} lang={langOfText(upsell.language, intl.locale)}>
              {upsell.name}
            </span>
            <Price amount={upsell.cost} />
            <Button
              variant="secondary"
              size="sm"
              busy={pending}
              aria-label={intl.formatMessage(upsellMessages.add, { name: upsell.name })}
              onClick={() => {
                added.current = { id: upsell.id, index };
                setHasAdded(true);
                void addUpsell(upsell);
              }}
            >
              {intl.formatMessage(upsellMessages.addShort)}
            </Button>
          </li>
        ))}
      </ul>
      <p role="alert" className={styles.error}>
        {failed ? intl.formatMessage(upsellAddFailed) : ''}
      </p>
    </section>
  );
}
