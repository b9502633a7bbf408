import { delay, http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { fetchJson, FetchJsonError } from './fetch-json';

const URL_UNDER_TEST = 'http://localhost/third-party/thing';

const answer = (respond: () => Response | Promise<Response>) => server.use(http.get(URL_UNDER_TEST, respond));

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

describe('fetchJson', () => {
  it('gives the parsed body, the status and the headers of a JSON answer', async () => {
    answer(() => HttpResponse.json({ stories: [] }, { headers: { Total: '7' } }));

    const response = await fetchJson(URL_UNDER_TEST);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ stories: [] });
    expect(response.headers.get('total')).toBe('7');
  });

  it('reports a network failure with status 0', async () => {
    answer(() => HttpResponse.error());

    const error = await failureOf(fetchJson(URL_UNDER_TEST));

    expect(error).toBeInstanceOf(FetchJsonError);
    expect(error).toMatchObject({ failure: 'network', status: 0 });
  });

  it('reports an error status with that status', async () => {
    answer(() => HttpResponse.json({ error: 'Not found' }, { status: 404 }));

    expect(await failureOf(fetchJson(URL_UNDER_TEST))).toMatchObject({ failure: 'status', status: 404 });
  });

  it('reports a body that is not JSON as malformed', async () => {
    answer(() => new HttpResponse('<html>Bad gateway</html>', { headers: { 'Content-Type': 'text/html' } }));

    expect(await failureOf(fetchJson(URL_UNDER_TEST))).toMatchObject({ failure: 'malformed', status: 200 });
  });

  it('passes an abort through as the abort error, not as a failure', async () => {
    answer(async () => {
      await delay(1_000);
      return HttpResponse.json({});
    });
    const controller = new AbortController();

    const request = fetchJson(URL_UNDER_TEST, { signal: controller.signal });
    controller.abort();
    const error = await failureOf(request);

    expect(error).not.toBeInstanceOf(FetchJsonError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('fails as a network failure when no answer comes within the timeout', async () => {
    answer(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });

    const error = await failureOf(fetchJson(URL_UNDER_TEST, { timeoutMs: 50 }));

    expect(error).toBeInstanceOf(FetchJsonError);
    expect(error).toMatchObject({ failure: 'network', status: 0 });
    expect((error as Error).message).toContain('within 50 ms');
  });

  it('gives the answer that comes within the timeout', async () => {
    answer(async () => {
      await delay(20);
      return HttpResponse.json({ ok: true });
    });

    expect((await fetchJson(URL_UNDER_TEST, { timeoutMs: 2_000 })).body).toEqual({ ok: true });
  });
});
