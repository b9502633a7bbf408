import { prettifyError } from 'zod/mini';
import type { SiteDataName } from '../generated/model';
import { SiteData, type SiteDataOutput } from '../generated/zod/schemas/siteData.zod';

export type SiteDataCheck = { ok: true; file: SiteDataOutput } | { ok: false; problem: string };

/** The part of each file its readers need: a file without it is as good as missing. */
const CONTENT_OF: Record<SiteDataName, 'entries' | 'links' | 'delivery_statuses'> = {
  locations: 'entries',
  products: 'entries',
  'top-banner': 'entries',
  categories: 'entries',
  'order-statuses': 'delivery_statuses',
  'navigation-default': 'links',
  'navigation-catering': 'links',
};

/**
 * Checks a site data file against the contract's generated schema, and that it is the file asked
 * for with the content its readers need. Kept out of the reader so the full zod library loads only
 * once a file has arrived, never with the first page.
 */
export function checkSiteDataFile(name: SiteDataName, body: unknown): SiteDataCheck {
  const parsed = SiteData.safeParse(body);
  if (!parsed.success) return { ok: false, problem: `off the contract: ${prettifyError(parsed.error)}` };
  const file = parsed.data;
  if (file.slug !== name) return { ok: false, problem: `its slug is "${file.slug}"` };
  const content = CONTENT_OF[name];
  if (!file[content]) return { ok: false, problem: `it has no "${content}"` };
  return { ok: true, file };
}
