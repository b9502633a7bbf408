import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { server } from '../../../../mocks/node';
import { configureHttpClient } from '../../../api/http-client';
import type { Location } from '../../../api/generated/model';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { LocationsPreview } from './locations-preview';

const charlotte: Location = {
  id: 101,
  name: 'South End',
  address: '1500 South Blvd',
  city: 'Charlotte',
  state: 'NC',
  zip: '28203',
  lat: 35.2,
  lng: -80.86,
  menu_id: 9001,
};

const signInAs = (token: string | undefined, catering = false) =>
  configureHttpClient({
    getAccessToken: () => token,
    getDeviceId: () => 'device-123',
    isCatering: () => catering,
  });

function captureLocationsRequest(respond: () => Response) {
  const seen: Headers[] = [];
  server.use(
    http.get('*/api/v1/locations', ({ request }) => {
      seen.push(request.headers);
      return respond();
    }),
  );
  return seen;
}

describe('LocationsPreview, through the generated useListLocations hook', () => {
  afterEach(() => signInAs(undefined));

  it('sends the client headers and the bearer token, and shows the locations', async () => {
    signInAs('member-access-token', true);
    const seen = captureLocationsRequest(() => HttpResponse.json([charlotte]));

    renderWithProviders(<LocationsPreview />);

    expect(await screen.findByRole('heading', { name: 'South End' })).toBeInTheDocument();
    expect(screen.getByText('1 location ready for your order')).toBeInTheDocument();
    const headers = seen[0];
    expect(headers?.get('authorization')).toBe('Bearer member-access-token');
    expect(headers?.get('x-client')).toBe('web');
    expect(headers?.get('x-client-version')).toBe('1.4.24');
    expect(headers?.get('x-device-id')).toBe('device-123');
    expect(headers?.get('x-env')).toBe('prod');
    expect(headers?.get('x-client-sub')).toBe('catering');
  });

  it('sends no token and no catering sub-type for a guest on the default channel', async () => {
    const seen = captureLocationsRequest(() => HttpResponse.json([charlotte]));

    renderWithProviders(<LocationsPreview />);

    await screen.findByRole('heading', { name: 'South End' });
    expect(seen[0]?.get('authorization')).toBeNull();
    expect(seen[0]?.get('x-client-sub')).toBeNull();
  });

  it('shows the server error messages, normalised as SPEC §8 says', async () => {
    captureLocationsRequest(() =>
      HttpResponse.json([{ message: 'Ordering is paused.' }, { message: 'Please try later.' }], {
        status: 500,
      }),
    );

    renderWithProviders(<LocationsPreview />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ordering is paused.');
    expect(alert).toHaveTextContent('Please try later.');
  });

  it('shows "Connection issue. Please try again." when the network fails', async () => {
    captureLocationsRequest(() => HttpResponse.error());

    renderWithProviders(<LocationsPreview />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Connection issue. Please try again.');
  });

  it('renders what the mock backend answers when no test overrides it', async () => {
    renderWithProviders(<LocationsPreview />);

    expect(await screen.findByText(/ready for your order$/)).toBeInTheDocument();
  });
});
