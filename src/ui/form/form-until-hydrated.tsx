import type { ComponentProps } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import * as styles from './form-until-hydrated.css';

/**
 * A form whose controls stay disabled until the page is hydrated. A prerendered form shows at once,
 * but it only works with its script: text typed into it earlier would be cleared when the form
 * library takes its fields over, and a press of its button would do nothing. `className` styles
 * the group of controls (the form's layout).
 */
export function FormUntilHydrated({ className, children, ...props }: ComponentProps<'form'>) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset disabled={!hydrated} className={`${styles.fields} ${className ?? ''}`.trim()}>
        {children}
      </fieldset>
    </form>
  );
}
