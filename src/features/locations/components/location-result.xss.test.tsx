import type { Location } from '../../../api/generated/model';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { expectInertDom, XSS_PAYLOADS } from '../../../testing/xss-corpus';
import { LocationResult } from './location-result';

/** A location whose every text the server sends is a payload. */
const hostileLocation = (payload: string, id: number): Location => ({
  id,
  name: payload,
  address: payload,
  city: payload,
  state: payload,
  zip: payload,
  lat: 35.2,
  lng: -80.8,
  menu_id: 100,
});

describe('LocationResult with server names and addresses from the XSS corpus', () => {
  it('shows each as literal text, in its heading, address and button, and makes no markup of it', () => {
    const noop = () => undefined;
    const { container } = renderWithProviders(
      <>
        {XSS_PAYLOADS.map((payload, index) => (
          <LocationResult
            key={payload}
            location={hostileLocation(payload, index + 1)}
            selected={false}
            onSelect={noop}
            onOrder={noop}
            ordering={false}
            favourite={{ pressed: false, busy: false, onToggle: noop }}
          />
        ))}
      </>,
    );

    expectInertDom(container);
    const headings = [...container.querySelectorAll('h2')].map((heading) => heading.textContent);
    expect(headings).toEqual(XSS_PAYLOADS);
    container.querySelectorAll('address').forEach((address, index) => {
      expect(address.textContent).toContain(XSS_PAYLOADS[index]);
    });
  });
});
