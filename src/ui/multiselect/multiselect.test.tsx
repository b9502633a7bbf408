import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Multiselect, type MultiselectOption } from './multiselect';

const NO_RESULTS = 'Oops! No elements found. Consider changing the search query.';

/** Thirty towns: more than the list may show at once. */
const towns: MultiselectOption[] = Array.from({ length: 30 }, (_, index) => ({
  value: `town-${index + 1}`,
  label: `Town ${String(index + 1).padStart(2, '0')}, NC`,
}));
const places: MultiselectOption[] = [
  { value: 'charlotte-nc', label: 'Charlotte, NC' },
  { value: 'charleston-sc', label: 'Charleston, SC' },
  { value: 'raleigh-nc', label: 'Raleigh, NC' },
];

function Harness({
  options,
  onChange = () => undefined,
}: {
  options: MultiselectOption[];
  onChange?: (values: string[]) => void;
}) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <Multiselect
      label="City"
      hint="Type a city or state."
      options={options}
      selected={selected}
      maxOptions={20}
      onSelectedChange={(values) => {
        setSelected(values);
        onChange(values);
      }}
    />
  );
}

const box = () => screen.getByRole('combobox', { name: 'City' });
const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('Multiselect', () => {
  it('is a labelled combobox described by its hint', () => {
    renderWithProviders(<Harness options={places} />);
    expect(box()).toHaveAccessibleDescription('Type a city or state.');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows at most 20 options, and says how to reach the others', async () => {
    renderWithProviders(<Harness options={towns} />);
    await userEvent.click(box());

    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 30. Type to narrow the list.')).toBeVisible();

    await userEvent.type(box(), 'Town 2');
    expect(optionNames()).toEqual(Array.from({ length: 10 }, (_, i) => `Town 2${i}, NC`));
    expect(screen.queryByText(/Type to narrow the list/)).not.toBeInTheDocument();
  });

  it('says "Oops! No elements found. Consider changing the search query." when nothing matches', async () => {
    renderWithProviders(<Harness options={places} />);
    await userEvent.type(box(), 'Springfield');

    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(NO_RESULTS);
    expect(box()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.clear(box());
    await userEvent.type(box(), 'Ral');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(optionNames()).toEqual(['Raleigh, NC']);
  });

  it('is used with the keyboard alone: arrows, Enter to choose, Backspace to remove', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness options={places} onChange={onChange} />);
    await userEvent.tab();
    expect(box()).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Charlotte, NC' }).id,
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['charleston-sc']);
    expect(screen.getByRole('option', { name: 'Charleston, SC' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('rale{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['charleston-sc', 'raleigh-nc']);
    expect(box()).toHaveValue('');

    await userEvent.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(['charleston-sc']);
  });

  it('lists the choices as buttons that remove them', async () => {
    renderWithProviders(<Harness options={places} />);
    await userEvent.click(box());
    await userEvent.click(screen.getByRole('option', { name: 'Raleigh, NC' }));
    expect(box()).toHaveFocus();

    const chosen = screen.getByRole('list', { name: 'Chosen' });
    expect(chosen).toHaveTextContent('Raleigh, NC');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Raleigh, NC' }));
    expect(screen.queryByRole('list', { name: 'Chosen' })).not.toBeInTheDocument();
  });
});
