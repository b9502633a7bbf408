import { SiteDataName } from '../../src/api/generated/model';
import type { WalkSession } from './walk-session';

/** The website's own calls: e-mail club, contact and site forms, job search and site data files. */

export async function walkForms(session: WalkSession): Promise<void> {
  const { botCheckToken: recaptcha, locationId } = session.settings;
  const email = 'conformance-guest@example.com';

  await session.succeed('subscribeEclub', 'join the e-mail club', {
    body: { email, first_name: 'Ada', zip: '28202', location_id: locationId, language: 'en-US' },
  });
  await session.fail('subscribeEclub', 'an e-mail address that is not one', {
    body: { email: 'not-an-email' },
  });

  await session.succeed('submitContact', 'a message to guest relations', {
    body: {
      form: 'contact',
      request: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email,
        location_id: locationId,
        topic: 'Feedback',
        message: 'Great biscuits!',
      },
      recaptcha,
    },
  });
  await session.fail('submitContact', 'a contact request without a message', {
    body: { form: 'contact', request: { email }, recaptcha },
  });

  await session.succeed('submitForm', 'a franchising enquiry', {
    body: {
      form: 'franchising',
      fields: { name: 'Ada Lovelace', email, phone: '7045550199', zip: '28202', message: 'Tell me more.' },
      replyto: email,
      subject: 'Franchising enquiry',
      includeDate: true,
      recaptcha,
    },
  });
  await session.fail('submitForm', 'a form with no field filled', {
    body: { form: 'franchising', fields: {}, recaptcha },
  });
}

export async function walkCareersAndContent(session: WalkSession): Promise<void> {
  await session.succeed('searchJobs', 'jobs in North Carolina', { query: { state: 'NC', limit: 5 } });
  await session.fail('searchJobs', 'a latitude without a longitude', { query: { lat: 35.2 } });
  await session.succeed('listFranchiseLocations', 'the careers spreadsheet', {});
  await session.fail('listFranchiseLocations', 'a state that is not a two-letter code', {
    query: { state: 'North Carolina' },
  });
  for (const name of Object.values(SiteDataName)) {
    await session.succeed('getSiteData', `site data ${name}`, { params: { name } });
  }
  await session.fail('getSiteData', 'an unknown site data file', { params: { name: 'no-such-data' } });
}

/** Operations whose backend has no input that fails: their declared 500 is reached by a fault. */
const FAULT_ONLY_OPERATIONS = ['listLocations'] as const;

export async function walkServerFaults(session: WalkSession): Promise<void> {
  const headers = session.settings.faultHeaders;
  if (!headers) return session.skip('server faults', 'no fault headers for this backend');
  for (const operationId of FAULT_ONLY_OPERATIONS) {
    await session.fail(operationId, 'a server failure (fault scenario)', { headers });
  }
}
