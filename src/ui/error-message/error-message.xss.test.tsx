import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { expectInertDom, XSS_PAYLOADS } from '../../testing/xss-corpus';
import { ErrorMessage } from './error-message';

describe('ErrorMessage with server messages from the XSS corpus', () => {
  it('announces each message as the literal text the server sent, making no markup of it', () => {
    const { container } = renderWithProviders(<ErrorMessage messages={XSS_PAYLOADS} />);

    expectInertDom(container);
    const shown = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(shown).toEqual(XSS_PAYLOADS);
  });
});
