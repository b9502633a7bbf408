import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Select } from './select';

const states = [
  { value: 'NC', label: 'North Carolina' },
  { value: 'SC', label: 'South Carolina' },
  { value: 'VA', label: 'Virginia', disabled: true },
];

describe('Select', () => {
  it('is labelled and offers its options', () => {
    renderWithProviders(<Select label="State" options={states} />);

    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveDisplayValue('North Carolina');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'North Carolina',
      'South Carolina',
      'Virginia',
    ]);
  });

  it('reports the chosen value', async () => {
    const onValueChange = vi.fn();
    renderWithProviders(<Select label="State" options={states} onValueChange={onValueChange} />);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'South Carolina');

    expect(onValueChange).toHaveBeenCalledWith('SC');
  });

  it('starts on the placeholder, which cannot be chosen again', () => {
    renderWithProviders(<Select label="State" options={states} placeholder="Choose a state" />);

    expect(screen.getByRole('combobox', { name: 'State' })).toHaveDisplayValue('Choose a state');
    expect(screen.getByRole('option', { name: 'Choose a state' })).toBeDisabled();
  });

  it('cannot pick an unavailable option', () => {
    renderWithProviders(<Select label="State" options={states} />);

    expect(screen.getByRole('option', { name: 'Virginia' })).toBeDisabled();
  });

  it('marks itself invalid and reads the hint and error with it', () => {
    renderWithProviders(
      <Select label="State" options={states} hint="Where you live." error="Choose a state." />,
    );

    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Where you live. Choose a state.');
  });
});
