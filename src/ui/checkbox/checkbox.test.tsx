import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('is ticked by a click on its label', async () => {
    const onCheckedChange = vi.fn();
    renderWithProviders(<Checkbox label="Don't show me this again" onCheckedChange={onCheckedChange} />);

    await userEvent.click(screen.getByText("Don't show me this again"));

    expect(screen.getByRole('checkbox', { name: "Don't show me this again" })).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('is toggled with the space bar', async () => {
    renderWithProviders(<Checkbox label="Text me order updates" defaultChecked />);

    await userEvent.tab();
    await userEvent.keyboard(' ');

    expect(screen.getByRole('checkbox', { name: 'Text me order updates' })).not.toBeChecked();
  });

  it('marks itself invalid and reads the hint and error with it', () => {
    renderWithProviders(
      <Checkbox
        label="I accept the terms"
        hint="Required to create an account."
        error="Accept the terms to go on."
      />,
    );

    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(checkbox).toBeInvalid();
    expect(checkbox).toHaveAccessibleDescription('Required to create an account. Accept the terms to go on.');
  });
});
