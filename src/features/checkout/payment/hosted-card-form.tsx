import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useIntl } from 'react-intl';
import type { PaymentFormConfig } from '../../../config/payment-form';
import { messages } from '../messages';
import * as styles from './hosted-card-form.css';
import {
  hostedFormSrc,
  readHostedFormEvent,
  sendHostedFormCommand,
  type CardSummary,
} from './hosted-form-protocol';

export type TokenizeOutcome =
  | { status: 'tokenized'; token: string; card: CardSummary }
  | { status: 'invalid' }
  | { status: 'failed'; message: string }
  /** The form has not loaded, or has no token yet. */
  | { status: 'not-ready' };

export interface HostedCardFormHandle {
  /** Asks the form to bind what was typed to the current token; the form shows field errors itself. */
  tokenize: () => Promise<TokenizeOutcome>;
}

interface HostedCardFormProps {
  config: PaymentFormConfig;
  /** The current one-time token; a new one clears the form (after a decline, say). */
  token: string | undefined;
  handleRef: Ref<HostedCardFormHandle>;
  /** Enter was pressed in one of the form's fields. */
  onSubmitRequest?: () => void;
}

/**
 * The payment provider's hosted card form, framed from the provider's origin. The card is typed
 * there and never reaches this page: only the messages of `hosted-form-protocol.ts` cross, to and
 * from that origin alone.
 */
export function HostedCardForm({ config, token, handleRef, onSubmitRequest }: HostedCardFormProps) {
  const intl = useIntl();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const src = hostedFormSrc(config.url, window.location.origin, intl.locale);
  // The form reloads when the language changes: it is ready, and has a token, per address.
  const [readySrc, setReadySrc] = useState<string>();
  const ready = readySrc === src;
  const sent = useRef<{ src: string; token: string } | null>(null);
  const pending = useRef<((outcome: TokenizeOutcome) => void) | null>(null);
  const latest = useRef({ src, onSubmitRequest });
  useEffect(() => {
    latest.current = { src, onSubmitRequest };
  });

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const frame = frameRef.current;
      const message = readHostedFormEvent(event, { origin: config.origin, source: frame?.contentWindow });
      if (!message || !frame) return;
      if (message.type === 'ready') setReadySrc(latest.current.src);
      else if (message.type === 'resize') frame.style.height = `${Math.ceil(message.height)}px`;
      else if (message.type === 'submit') latest.current.onSubmitRequest?.();
      else {
        const settle = pending.current;
        pending.current = null;
        settle?.(
          message.type === 'tokenized'
            ? { status: 'tokenized', token: message.token, card: message.card }
            : message.type === 'failed'
              ? { status: 'failed', message: message.message }
              : { status: 'invalid' },
        );
      }
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [config.origin]);

  useEffect(() => {
    if (!ready || !token || (sent.current?.src === src && sent.current.token === token)) return;
    const type = sent.current?.src === src ? 'reset' : 'init';
    sent.current = { src, token };
    sendHostedFormCommand(frameRef.current?.contentWindow, config.origin, { type, token });
  }, [ready, token, src, config.origin]);

  const tokenize = useCallback((): Promise<TokenizeOutcome> => {
    if (!ready || !token || sent.current?.src !== src || sent.current.token !== token) {
      return Promise.resolve({ status: 'not-ready' });
    }
    pending.current?.({ status: 'not-ready' });
    return new Promise((resolve) => {
      pending.current = resolve;
      sendHostedFormCommand(frameRef.current?.contentWindow, config.origin, { type: 'tokenize' });
    });
  }, [ready, token, src, config.origin]);

  useImperativeHandle(handleRef, () => ({ tokenize }), [tokenize]);

  return (
    <iframe
      ref={frameRef}
      key={src}
      src={src}
      title={intl.formatMessage(messages.cardFormTitle)}
      className={styles.frame}
      // The provider's page needs its own script and its own origin (to reach its endpoint).
      sandbox="allow-scripts allow-same-origin allow-forms"
      allow="payment"
      referrerPolicy="origin"
    />
  );
}
