/** What rolldown tells a chunk naming function about the module graph. */
interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

/**
 * The chunk one of our lazily loaded modules goes in by its place in the source tree, or `null` to
 * leave it to rolldown.
 *
 * Left to itself, rolldown gives every set of lazily loaded pages that shares some modules a chunk
 * of its own, most of them under 2 KB, and a page's first visit asks for about 20 at once, more than
 * a browser opens connections to one host. Here a page keeps its own chunk, and what pages share
 * goes in one chunk per feature and one for each shared layer (the ordering logic, the kit, the
 * form helpers, the generated calls). The map libraries and the engagement SDK keep their own
 * chunks: only the pages that show them load them. Response schemas and the loaders imported on
 * demand keep theirs too.
 */
export function lazyChunkGroup(moduleId: string): string | null {
  const path = moduleId.replaceAll('\\', '/');
  if (!path.includes('/src/') || path.includes('/node_modules/')) return null;
  if (/\/src\/lib\/(?:map|engagement\/braze)/.test(path)) return null;
  if (path.includes('/src/api/generated/zod/')) return null;
  if (path.includes('/src/api/generated/')) return 'calls';
  const feature = /\/src\/features\/([^/]+)\//.exec(path)?.[1];
  if (feature) return `feature-${feature}`;
  // The form helpers bring the form library: only pages with a form load them.
  if (/\/src\/(?:ui\/form|lib\/forms)\//.test(path)) return 'form-kit';
  if (/\/src\/(?:ordering|stores)\//.test(path)) return 'ordering';
  if (/\/src\/(?:ui|lib|i18n|config)\//.test(path)) return 'kit';
  return null;
}

/**
 * `lazyChunkGroup`, except that what the first page (`firstPage`, the home page) imports goes in a
 * chunk of its own: the first visit loads no more code than that page needs, in one request.
 */
export function lazyChunkNamer(firstPage: string): (moduleId: string, graph: ModuleGraph) => string | null {
  const firstPageModules = new WeakMap<ModuleGraph, Set<string>>();
  const reachableFrom = (graph: ModuleGraph): Set<string> => {
    const reached = new Set<string>();
    const pending = [firstPage];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (reached.has(id)) continue;
      reached.add(id);
      pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return reached;
  };
  return (moduleId, graph) => {
    const group = lazyChunkGroup(moduleId);
    if (group === null) return null;
    let reached = firstPageModules.get(graph);
    if (!reached) firstPageModules.set(graph, (reached = reachableFrom(graph)));
    return reached.has(moduleId) ? 'first-page' : group;
  };
}
