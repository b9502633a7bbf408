import { HttpResponse } from 'msw';
import { errorResponse } from '../handlers/http';
import type { Scenario, SiteDataBreakage } from './scenario';

const SITE_DATA_PATH = /\/_data\/([\w-]+)\.json$/;

function brokenAnswer(name: string, breakage: SiteDataBreakage): Response {
  switch (breakage) {
    case 'off-contract':
      // The file's parts under the wrong types, as a hand edit of the export might leave them.
      return HttpResponse.json({ slug: name, entries: 'none', links: 'none', delivery_statuses: 'none' });
    case 'not-found':
      return errorResponse(404, `No site data named ${name}.`);
    case 'server-error':
      return errorResponse(500, 'The content service is down.');
    case 'network-error':
      return HttpResponse.error();
  }
}

/**
 * The broken answer a scenario gives for a site data file (`brokenSiteData`), or undefined when the
 * file answers as usual. Applied with the other faults, so the browser worker breaks the real
 * static files too.
 */
export function brokenSiteDataAnswer(request: Request, scenario: Scenario): Response | undefined {
  const name = SITE_DATA_PATH.exec(new URL(request.url).pathname)?.[1];
  const breakage = name === undefined ? undefined : scenario.brokenSiteData?.[name as never];
  return name === undefined || breakage === undefined ? undefined : brokenAnswer(name, breakage);
}
