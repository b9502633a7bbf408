import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { expectInertDom, XSS_PAYLOADS } from '../../../testing/xss-corpus';
import type { GenericFieldType, GenericFormField } from '../generic-form-fields';
import { GenericForm } from './generic-form';

const TEXT_TYPES: GenericFieldType[] = ['text', 'textarea', 'email', 'phone', 'zip'];

/** A field per payload, the payload as its CMS label, across every kind of text input. */
const FIELDS: GenericFormField[] = XSS_PAYLOADS.map((payload, index) => ({
  name: `field_${index}`,
  label: payload,
  type: TEXT_TYPES[index % TEXT_TYPES.length] ?? 'text',
  required: false,
}));

/** What the browser keeps of a typed value: one-line inputs drop line breaks, e-mail ones outer spaces too. */
const shownValue = (type: GenericFieldType | undefined, typed: string): string => {
  if (type === 'textarea') return typed;
  const oneLine = typed.replace(/[\r\n]/g, '');
  return type === 'email' ? oneLine.trim() : oneLine;
};

describe('GenericForm with the XSS corpus in its labels and its text fields', () => {
  it('shows CMS labels and typed text literally, and makes no script, handler or scriptable link', () => {
    const { container } = renderWithProviders(
      <GenericForm
        form="franchising"
        heading={XSS_PAYLOADS[0] ?? ''}
        subject="Franchise inquiry"
        includeDate={false}
        submitLabel="Send Inquiry"
        fields={FIELDS}
      />,
    );
    const inputs = screen.getAllByRole('textbox');
    expect(inputs).toHaveLength(XSS_PAYLOADS.length);

    inputs.forEach((input, index) => {
      fireEvent.change(input, { target: { value: XSS_PAYLOADS[index] } });
    });

    expectInertDom(container);
    for (const payload of XSS_PAYLOADS) expect(container.textContent).toContain(payload);
    inputs.forEach((input, index) => {
      // Phone and zip fields keep only what their mask allows (SPEC §5): digits and separators.
      const masked = ['phone', 'zip'].includes(FIELDS[index]?.type ?? '');
      if (masked) expect((input as HTMLInputElement).value).toMatch(/^[\d ()-]*$/);
      else expect(input).toHaveValue(shownValue(FIELDS[index]?.type, XSS_PAYLOADS[index] ?? ''));
    });
  });
});
