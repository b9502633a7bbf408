import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ErrorSummary } from './error-summary';

const fields = [
  { id: 'first-name', label: 'First name' },
  { id: 'phone', label: 'Phone' },
];

function Form({ focusKey }: { focusKey: number }) {
  return (
    <>
      <label htmlFor="first-name">First name</label>
      <input id="first-name" />
      <label htmlFor="phone">Phone</label>
      <input id="phone" />
      <ErrorSummary message="Please correct the highlighted fields." fields={fields} focusKey={focusKey} />
    </>
  );
}

describe('ErrorSummary', () => {
  it('keeps the sentence, names each field and takes focus when a submit shows it', () => {
    renderWithProviders(<Form focusKey={1} />);

    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Please correct the highlighted fields.');
    expect(summary).toHaveFocus();
    expect(screen.getByRole('link', { name: 'First name' })).toHaveAttribute('href', '#first-name');
    expect(screen.getByRole('link', { name: 'Phone' })).toBeInTheDocument();
  });

  it('moves focus into the field its link names', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Form focusKey={1} />);

    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Phone' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveFocus();
  });
});
