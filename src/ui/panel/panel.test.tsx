import { render, screen } from '@testing-library/react';
import { Panel } from './panel';

describe('Panel', () => {
  it('is a region named by its heading, holding its content', () => {
    render(
      <Panel heading="Points">
        <p>120 points</p>
      </Panel>,
    );

    const region = screen.getByRole('region', { name: 'Points' });
    expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: 'Points' }));
    expect(region).toHaveTextContent('120 points');
  });
});
