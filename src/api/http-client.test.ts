import { mockBackend } from '../../mocks/node';
import { ApiError } from './api-error';
import { CONNECTION_ISSUE_MESSAGE } from './error-messages';
import { listLocations } from './generated/endpoints/locations/locations';

describe('httpClient', () => {
  it('resolves with the parsed body', async () => {
    const locations = await listLocations();
    expect(Array.isArray(locations)).toBe(true);
    expect(locations.length).toBeGreaterThan(0);
  });

  it('rejects a body that is not JSON as a connection issue, instead of handing the text to the page', async () => {
    mockBackend.useScenario('errors-malformed');
    const failure = await listLocations().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).messages).toEqual([CONNECTION_ISSUE_MESSAGE]);
  });
});
