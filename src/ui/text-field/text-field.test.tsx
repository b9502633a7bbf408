import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { TextField, type TextFieldProps } from './text-field';

function ControlledField(props: Omit<TextFieldProps, 'value' | 'onValueChange'>) {
  const [value, setValue] = useState('');
  return <TextField {...props} value={value} onValueChange={setValue} />;
}

describe('TextField', () => {
  it('is labelled by its always-visible label', () => {
    renderWithProviders(<TextField label="First name" autoComplete="given-name" />);

    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(screen.getByText('First name')).toBeVisible();
    expect(input).toHaveAttribute('autocomplete', 'given-name');
  });

  it('reads its hint with the input', () => {
    renderWithProviders(<TextField label="Email" hint="We send the receipt here." />);

    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We send the receipt here.',
    );
  });

  it('marks the input invalid and reads the error with it', () => {
    renderWithProviders(
      <TextField label="Promo code" hint="One code per order." error="Promo code cannot be empty." />,
    );

    const input = screen.getByRole('textbox', { name: 'Promo code' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('One code per order. Promo code cannot be empty.');
  });

  it('is not marked invalid without an error', () => {
    renderWithProviders(<TextField label="Promo code" />);

    expect(screen.getByRole('textbox', { name: 'Promo code' })).not.toHaveAttribute('aria-invalid');
  });

  it('shows that a field is required without repeating it to screen readers', () => {
    renderWithProviders(<TextField label="Last name" required />);

    expect(screen.getByText('(required)')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Last name' })).toBeRequired();
  });

  it('takes only 5 digits in a zip field and asks for the number keyboard', async () => {
    renderWithProviders(<ControlledField label="Zip code" mask="zip" />);
    const input = screen.getByRole('textbox', { name: 'Zip code' });

    await userEvent.type(input, '28a202-1234');

    expect(input).toHaveValue('28202');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'postal-code');
  });

  it('formats a phone as ###-###-#### while it is typed', async () => {
    const onValueChange = vi.fn();
    renderWithProviders(<TextField label="Phone" mask="phone" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Phone' });

    await userEvent.type(input, '7045550100');

    expect(input).toHaveValue('704-555-0100');
    expect(input).toHaveAttribute('type', 'tel');
    expect(onValueChange).toHaveBeenLastCalledWith('704-555-0100');
  });

  it('drops the country code from a pasted phone number', async () => {
    renderWithProviders(<ControlledField label="Phone" mask="phone" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });

    await userEvent.click(input);
    await userEvent.paste('+1 (704) 555-0100');

    expect(input).toHaveValue('704-555-0100');
  });

  it('keeps the caret in place when a digit is fixed in the middle of a phone', async () => {
    renderWithProviders(<ControlledField label="Phone" mask="phone" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone' });
    await userEvent.type(input, '704555010');

    await userEvent.type(input, '9', { initialSelectionStart: 5, initialSelectionEnd: 5 });

    expect(input).toHaveValue('704-595-5010');
    expect(input.selectionStart).toBe(6);
  });

  it('lets the caller choose other autofill', () => {
    renderWithProviders(<TextField label="Mobile" mask="phone" autoComplete="tel" />);

    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveAttribute('autocomplete', 'tel');
  });
});
