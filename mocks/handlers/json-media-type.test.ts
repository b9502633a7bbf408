// @vitest-environment node
import { mockBackend } from '../node';
import { DEMO_MEMBER } from '../seed';

const signIn = (contentType: string | undefined) =>
  fetch('http://localhost/api/v1/members/signin', {
    method: 'POST',
    headers: contentType ? { 'Content-Type': contentType } : {},
    body: JSON.stringify({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password, recaptcha: 'ok' }),
  });

describe('request bodies', () => {
  beforeAll(() => mockBackend.reset());

  it('answers 415 to a JSON body sent under another Content-Type, or none, and signs nobody in', async () => {
    for (const contentType of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      undefined,
    ]) {
      const answer = await signIn(contentType);
      expect(answer.status).toBe(415);
      expect(await answer.json()).toEqual([
        { message: 'The request body must be sent as Content-Type: application/json.' },
      ]);
    }
  });

  it('reads application/json, with or without a charset', async () => {
    for (const contentType of ['application/json', 'application/json; charset=utf-8']) {
      const answer = await signIn(contentType);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ status: 200, tokens: { memberid: DEMO_MEMBER.id } });
    }
  });
});
