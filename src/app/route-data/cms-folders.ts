import { toRouteQuery } from '../../api/route-query';
import { cmsLanguageOf } from '../../features/content/cms/cms-language';
import { expansionStoresQueryOptions } from '../../features/content/expansion/expansion-stores';
import { positionsQueryOptions } from '../../features/content/jobs/job-stories';
import type { RouteQueries } from '../route-data';

/** The expansion markets' restaurants: every expansion menu page starts from them. */
export const expansionStores: RouteQueries = (state) => [
  toRouteQuery(expansionStoresQueryOptions(cmsLanguageOf(state.language))),
];

/** The positions of the CMS's jobs folder: the careers and positions pages all list or describe them. */
export const positions: RouteQueries = (state) => [
  toRouteQuery(positionsQueryOptions(cmsLanguageOf(state.language))),
];
