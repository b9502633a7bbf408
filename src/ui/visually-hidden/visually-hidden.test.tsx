import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './visually-hidden';
import * as styles from './visually-hidden.css';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name while hiding it from sight', () => {
    render(
      <button type="button">
        ×<VisuallyHidden>Remove Spicy Chicken Sandwich</VisuallyHidden>
      </button>,
    );

    expect(screen.getByRole('button', { name: '×Remove Spicy Chicken Sandwich' })).toBeInTheDocument();
    expect(screen.getByText('Remove Spicy Chicken Sandwich')).toHaveClass(styles.root);
  });
});
