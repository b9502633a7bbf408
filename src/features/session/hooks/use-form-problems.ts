import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FieldProblems } from '../field-validation';

/**
 * Per-field messages for a form checked on submit: the first field with a problem takes focus, and
 * once a submit has shown problems they follow the input as it changes. The server's own problems
 * with fields get the same focus, once their messages are on the page.
 */
export function useFormProblems<Values, Field extends string>(
  validate: (values: Values) => FieldProblems<Field>,
  fieldOrder: readonly Field[],
) {
  const intl = useIntl();
  const [problems, setProblems] = useState<FieldProblems<Field>>({});
  const [checkAsTyped, setCheckAsTyped] = useState(false);
  const inputs = useRef(new Map<Field, HTMLInputElement>());
  const [focusAfterRender, setFocusAfterRender] = useState<{ field: Field }>();

  useEffect(() => {
    if (focusAfterRender) inputs.current.get(focusAfterRender.field)?.focus();
  }, [focusAfterRender]);

  /** Focuses the first of `fields` that has a message (the server's), once the messages show. */
  const focusFirstProblem = (fields: Partial<Record<Field, string>>) => {
    const first = fieldOrder.find((field) => fields[field]);
    if (first !== undefined) setFocusAfterRender({ field: first });
  };

  /** Answers whether the values may be sent; otherwise shows the problems and focuses the first. */
  const checkBeforeSubmit = (values: Values): boolean => {
    const found = validate(values);
    setProblems(found);
    setCheckAsTyped(true);
    const first = fieldOrder.find((field) => found[field]);
    if (first === undefined) return true;
    inputs.current.get(first)?.focus();
    return false;
  };

  const recheck = (values: Values) => {
    if (checkAsTyped) setProblems(validate(values));
  };

  const errorOf = (field: Field): string | undefined => {
    const problem = problems[field];
    return problem && intl.formatMessage(problem.message, problem.values);
  };

  /** A ref callback per field, so that the first field with a problem can take focus. */
  const inputRef = (field: Field) => (input: HTMLInputElement | null) => {
    if (input) inputs.current.set(field, input);
    else inputs.current.delete(field);
  };

  return { checkBeforeSubmit, recheck, errorOf, inputRef, focusFirstProblem };
}
