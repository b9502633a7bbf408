import type { ErrorMessage, FormSubmission } from '../../src/api/generated/model';
import {
  getSubmitContactMockHandler,
  getSubmitFormMockHandler,
  getSubscribeEclubMockHandler,
} from '../../src/api/generated/endpoints/forms/forms.msw';
import {
  SubmitContactBody,
  SubmitFormBody,
  SubscribeEclubBody,
} from '../../src/api/generated/zod/forms/forms.zod';
import { now } from '../clock';
import { dbFor } from '../db/context';
import type { MockDatabase } from '../db/database';
import { BOT_CHECK_FAILED, failWith, passesBotCheck, readValidBody } from '../domain/validation';
import { sameEmail } from './members-session';

/**
 * E-mail club, contact requests and the website's generic forms. Invalid input answers 400 with
 * texts the form shows as they are (SPEC §8); accepted forms are stored in `formSubmissions`.
 */

export const ECLUB_JOINED = "You're on the list! Watch your inbox for our latest news and offers.";
export const CONTACT_SENT = 'Thanks for reaching out! Our guest relations team will get back to you soon.';
export const FORM_SENT = 'Thank you! Your form has been sent.';
export const FORM_EMPTY = 'Please fill in the form before sending it.';
export const UNKNOWN_LOCATION = 'Please choose a location from the list.';
export const VISIT_IN_FUTURE = "The visit date can't be in the future.";

const checkBotToken = (token: string): void => {
  if (!passesBotCheck(token)) failWith(400, [{ message: BOT_CHECK_FAILED, field: 'recaptcha' }]);
};

const checkLocation = (db: MockDatabase, id: number | null | undefined, field: string): void => {
  if (id != null && !db.locations.findFirst((q) => q.where({ id })))
    failWith(400, [{ message: UNKNOWN_LOCATION, field }]);
};

async function store(db: MockDatabase, prefix: string, submission: FormSubmission): Promise<string> {
  let n = db.formSubmissions.count() + 1;
  while (db.formSubmissions.findFirst((q) => q.where({ id: `${prefix}-${n}` }))) n += 1;
  const id = `${prefix}-${n}`;
  await db.formSubmissions.create({ ...submission, id, received: now().toISOString() });
  return id;
}

/** Subscribing twice succeeds and keeps one subscription (the latest details). */
const subscribeEclub = getSubscribeEclubMockHandler(async ({ request }) => {
  const db = dbFor(request);
  const subscription = await readValidBody(request, SubscribeEclubBody);
  checkLocation(db, subscription.location_id, 'location_id');
  db.eclubSubscriptions.delete((q) => q.where({ email: (email) => sameEmail(email, subscription.email) }));
  await db.eclubSubscriptions.create(subscription);
  return { success: true, message: ECLUB_JOINED };
});

const submitContact = getSubmitContactMockHandler(async ({ request }) => {
  const db = dbFor(request);
  const contact = await readValidBody(request, SubmitContactBody);
  checkBotToken(contact.recaptcha);
  checkLocation(db, contact.request.location_id, 'request.location_id');
  const today = now().toISOString().slice(0, 10);
  if (contact.request.visit_date && contact.request.visit_date > today) {
    failWith(400, [{ message: VISIT_IN_FUTURE, field: 'request.visit_date' }]);
  }
  const id = await store(db, 'contact', {
    form: contact.form,
    fields: { ...contact.request },
    replyto: contact.request.email,
    subject: `Contact: ${contact.request.topic ?? contact.form}`,
    includeDate: true,
    recaptcha: contact.recaptcha,
  });
  return { success: true, message: CONTACT_SENT, id };
});

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_FIELD_LENGTH = 5000;

/** Rules for free-form fields by their name: e-mail, phone and zip fields must look like one. */
const fieldErrors = (fields: FormSubmission['fields']): ErrorMessage[] =>
  Object.entries(fields).flatMap(([name, value]): ErrorMessage[] => {
    if (typeof value !== 'string' || value === '') return [];
    const field = `fields.${name}`;
    if (/(^|_)email$/i.test(name) && !EMAIL_PATTERN.test(value.trim())) {
      return [{ message: 'Please enter a valid email address.', field }];
    }
    if (/(^|_)phone$/i.test(name) && value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '').length !== 10) {
      return [{ message: 'Please enter a 10-digit phone number.', field }];
    }
    if (/(^|_)zip$/i.test(name) && !/^\d{5}$/.test(value.trim())) {
      return [{ message: 'Please enter a 5-digit zip code.', field }];
    }
    if (value.length > MAX_FIELD_LENGTH) {
      return [{ message: `Please keep ${name} under ${MAX_FIELD_LENGTH} characters.`, field }];
    }
    return [];
  });

const isFilled = (value: FormSubmission['fields'][string]): boolean =>
  value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** `/api/submit`: at least one filled field, and e-mail/phone/zip fields that look like one. */
const submitForm = getSubmitFormMockHandler(async ({ request }) => {
  const db = dbFor(request);
  const submission = await readValidBody(request, SubmitFormBody);
  checkBotToken(submission.recaptcha);
  if (!Object.values(submission.fields).some(isFilled))
    failWith(400, [{ message: FORM_EMPTY, field: 'fields' }]);
  const errors = fieldErrors(submission.fields);
  if (errors.length > 0) failWith(400, errors);
  const id = await store(db, submission.form, submission);
  return { success: true, message: FORM_SENT, id };
});

export const formsHandlers = [subscribeEclub, submitContact, submitForm];
