// @vitest-environment node
import {
  SubmitContactResponse,
  SubmitFormResponse,
  SubscribeEclubResponse,
} from '../../src/api/generated/zod/forms/forms.zod';
import { pinClock } from '../clock';
import { setDatabaseResolver } from '../db/context';
import type { MockDatabase } from '../db/database';
import { BOT_CHECK_FAILED, FAILING_BOT_CHECK_TOKEN } from '../domain/validation';
import { server } from '../node';
import {
  CONTACT_SENT,
  ECLUB_JOINED,
  FORM_EMPTY,
  FORM_SENT,
  UNKNOWN_LOCATION,
  VISIT_IN_FUTURE,
  formsHandlers,
} from './forms';
import { call, parsesAs } from './testing/api-call';
import { FIXTURE_NOW, SOUTH_END, createFixtureDatabase } from './testing/member-fixtures';

let db: MockDatabase;

const post = (path: string, body: unknown) => call(path, { method: 'POST', body });

const contact = (request: Record<string, unknown>, recaptcha = 'ok') =>
  post('/api/v1/contact', {
    form: 'contact',
    request: { email: 'guest@example.com', message: 'The biscuits were great.', ...request },
    recaptcha,
  });

const submit = (fields: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  post('/api/submit', {
    form: 'franchising',
    fields,
    subject: 'Franchise inquiry',
    recaptcha: 'ok',
    ...extra,
  });

beforeEach(async () => {
  db = await createFixtureDatabase();
  setDatabaseResolver(() => db);
  server.use(...formsHandlers);
  pinClock(FIXTURE_NOW);
});

describe('e-mail club', () => {
  it('subscribes an e-mail, and subscribing it again is still a success', async () => {
    const first = await post('/api/v1/eclub/subscribe', { email: 'fan@example.com', zip: '28202' });
    expect(parsesAs(SubscribeEclubResponse, first.body)).toEqual({ success: true, message: ECLUB_JOINED });
    const again = await post('/api/v1/eclub/subscribe', { email: 'FAN@example.com', language: 'es' });
    expect(again.status).toBe(200);
    expect(db.eclubSubscriptions.all()).toEqual([{ email: 'FAN@example.com', language: 'es' }]);
  });

  it('answers 400 with the text to show for an invalid e-mail, zip or location', async () => {
    expect(await post('/api/v1/eclub/subscribe', { email: 'fan', zip: '282' })).toEqual({
      status: 400,
      body: [
        { message: 'Please enter a valid email address.', field: 'email' },
        { message: 'Please enter a 5-digit zip code.', field: 'zip' },
      ],
    });
    expect(await post('/api/v1/eclub/subscribe', { email: 'fan@example.com', location_id: 99 })).toEqual({
      status: 400,
      body: [{ message: UNKNOWN_LOCATION, field: 'location_id' }],
    });
  });
});

describe('contact', () => {
  it('stores the request and answers its reference', async () => {
    const answer = await contact({ location_id: SOUTH_END.id, visit_date: '2026-03-01', topic: 'Praise' });
    const result = parsesAs(SubmitContactResponse, answer.body);
    expect(result).toEqual({ success: true, message: CONTACT_SENT, id: 'contact-1' });
    expect(db.formSubmissions.all()).toEqual([
      expect.objectContaining({
        id: 'contact-1',
        form: 'contact',
        replyto: 'guest@example.com',
        subject: 'Contact: Praise',
        received: FIXTURE_NOW.replace('Z', '.000Z'),
      }),
    ]);
  });

  it('answers 400 for missing fields, a failed bot-check, a future visit or an unknown location', async () => {
    expect(await contact({ email: '', message: '' })).toEqual({
      status: 400,
      body: [
        { message: 'Please enter a valid email address.', field: 'request.email' },
        { message: 'Please enter a message.', field: 'request.message' },
      ],
    });
    expect(await contact({}, FAILING_BOT_CHECK_TOKEN)).toEqual({
      status: 400,
      body: [{ message: BOT_CHECK_FAILED, field: 'recaptcha' }],
    });
    expect((await contact({ visit_date: '2026-03-05' })).body).toEqual([
      { message: VISIT_IN_FUTURE, field: 'request.visit_date' },
    ]);
    expect((await contact({ location_id: 99 })).body).toEqual([
      { message: UNKNOWN_LOCATION, field: 'request.location_id' },
    ]);
    const noBotCheck = await post('/api/v1/contact', {
      form: 'contact',
      request: { email: 'a@b.co', message: 'Hi' },
    });
    expect(noBotCheck.body).toEqual([
      { message: 'Please confirm that you are not a robot.', field: 'recaptcha' },
    ]);
    expect(db.formSubmissions.count()).toBe(0);
  });
});

describe('website forms (/api/submit)', () => {
  it('stores a valid form and answers its reference', async () => {
    const answer = await submit(
      { name: 'Sam Owner', email: 'sam@example.com', phone: '704-555-0100', markets: ['Charlotte'] },
      { replyto: 'sam@example.com', includeDate: true },
    );
    expect(parsesAs(SubmitFormResponse, answer.body)).toEqual({
      success: true,
      message: FORM_SENT,
      id: 'franchising-1',
    });
    expect(db.formSubmissions.all()).toEqual([
      expect.objectContaining({
        form: 'franchising',
        includeDate: true,
        fields: expect.objectContaining({ name: 'Sam Owner' }),
      }),
    ]);
  });

  it('answers 400 with the text the form shows', async () => {
    expect(await submit({ name: '', notes: null })).toEqual({
      status: 400,
      body: [{ message: FORM_EMPTY, field: 'fields' }],
    });
    expect(await submit({ contact_email: 'sam@', phone: '555', zip: 'abc' })).toEqual({
      status: 400,
      body: [
        { message: 'Please enter a valid email address.', field: 'fields.contact_email' },
        { message: 'Please enter a 10-digit phone number.', field: 'fields.phone' },
        { message: 'Please enter a 5-digit zip code.', field: 'fields.zip' },
      ],
    });
    expect((await submit({ name: 'Sam' }, { replyto: 'not-an-email' })).body).toEqual([
      { message: 'Please enter a valid email address.', field: 'replyto' },
    ]);
    expect((await submit({ name: 'Sam' }, { recaptcha: FAILING_BOT_CHECK_TOKEN })).body).toEqual([
      { message: BOT_CHECK_FAILED, field: 'recaptcha' },
    ]);
    expect(db.formSubmissions.count()).toBe(0);
  });
});
