import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { FormUntilHydrated } from './form-until-hydrated';

function NameForm() {
  return (
    <FormUntilHydrated aria-label="Contact">
      <label>
        Name <input name="name" />
      </label>
      <button type="submit">Send</button>
    </FormUntilHydrated>
  );
}

describe('FormUntilHydrated', () => {
  it('sends its controls disabled in prerendered HTML, and enables them once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<NameForm />);
    document.body.append(container);
    const name = () => screen.getByRole('textbox', { name: 'Name' });

    expect(name()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await act(async () => {
      hydrateRoot(container, <NameForm />);
    });

    expect(name()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    container.remove();
  });

  it('is usable from the first render when the page is rendered in the browser', () => {
    render(<NameForm />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeEnabled();
    expect(screen.getByRole('form', { name: 'Contact' })).toBeInTheDocument();
  });
});
