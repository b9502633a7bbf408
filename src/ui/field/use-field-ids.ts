import { useId, type ReactNode } from 'react';

interface FieldParts {
  /** An id the caller insists on; otherwise one is made. */
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** Ids the caller already describes the control with; kept first. */
  describedBy?: string;
}

/** Ids that tie a control to its label, hint and error, so assistive technology reads them together. */
export function useFieldIds({ id, hint, error, describedBy }: FieldParts) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const ariaDescribedBy = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, ariaDescribedBy };
}
