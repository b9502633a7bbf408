import { ApiError, INVALID_RESPONSE_ERROR } from '../api-error';
import { getSiteData } from '../generated/endpoints/content/content';
import type { SiteDataName } from '../generated/model';
import type { SiteDataOutput } from '../generated/zod/schemas/siteData.zod';

export type SiteDataFile = SiteDataOutput;

const describeFailure = (error: unknown): string => {
  // The HTTP client's own check of the answer against the contract names where it breaks it.
  if (error instanceof ApiError && error.name === INVALID_RESPONSE_ERROR) {
    return `off the contract: at ${String((error as ApiError & { failingPath?: string }).failingPath)}`;
  }
  const { status } = ApiError.from(error);
  return status === 0 ? 'network error' : `HTTP ${status}`;
};

function warnBroken(name: SiteDataName, problem: string): void {
  console.warn(`Site data /_data/${name}.json is broken (${problem}); the built-in copy is shown instead.`);
}

/**
 * A site data file (`/_data/{name}.json`), checked against the contract; `null` when it cannot be
 * used (missing, failing, off the contract), with a warning naming the file and the problem, so its
 * reader shows the built-in copy and the page never goes blank.
 */
export async function readSiteDataFile(
  name: SiteDataName,
  signal?: AbortSignal,
): Promise<SiteDataFile | null> {
  let body: unknown;
  try {
    body = await getSiteData(name, undefined, signal);
  } catch (error) {
    // A read the page no longer needs is left to React Query, not reported as broken.
    if (signal?.aborted) throw error;
    warnBroken(name, describeFailure(error));
    return null;
  }
  const { checkSiteDataFile } = await import('./check-site-data-file');
  const check = checkSiteDataFile(name, body);
  if (!check.ok) {
    warnBroken(name, check.problem);
    return null;
  }
  return check.file;
}
