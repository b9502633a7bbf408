// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { bundleSpec } from '../../scripts/lib/bundle-spec.ts';

/**
 * Which of the contract's operations the site calls. An operation counts as called when production
 * code under src/ (not the generated client, not tests or test helpers) imports something from the
 * generated endpoints that sends it: the request function (`getMember`), its hook (`useGetMember`)
 * or its query/mutation options (`getGetMemberQueryOptions`). A query key alone only names the call.
 */

const repoRoot = resolve(import.meta.dirname, '../..');
const srcRoot = join(repoRoot, 'src');

/**
 * Operations the site does not call yet: none. A new operation goes here until its screen calls
 * it; the test below fails while a called operation is still listed. The marketing-automation
 * proxy (SPEC §7 /api/braze/…) is not in the contract, so it has no entry.
 */
const NOT_CALLED_YET: ReadonlySet<string> = new Set<string>([]);

/** Tags whose every operation must be called: the member's account and the order. */
const MUST_BE_CALLED_TAGS = ['members', 'orders'];

interface Operation {
  operationId: string;
  tag: string;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function contractOperations(): Operation[] {
  const contract = bundleSpec('openapi/openapi.yaml', repoRoot) as {
    paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
  };
  return Object.values(contract.paths).flatMap((item) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([, operation]) => ({ operationId: operation.operationId ?? '', tag: operation.tags?.[0] ?? '' })),
  );
}

const isProductionFile = (path: string): boolean =>
  /\.tsx?$/.test(path) &&
  !/\.test\.tsx?$/.test(path) &&
  !path.startsWith('api/generated/') &&
  !path.startsWith('testing/');

function productionFiles(dir = srcRoot): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return productionFiles(path);
    return isProductionFile(relative(srcRoot, path).replaceAll('\\', '/')) ? [path] : [];
  });
}

const GENERATED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"][^'"]*api\/generated\/endpoints\/[^'"]*['"]/g;

/** The value names (not types) imported from the generated endpoints by production code. */
function importedEndpointNames(): Set<string> {
  const names = new Set<string>();
  for (const file of productionFiles()) {
    for (const [, specifiers = ''] of readFileSync(file, 'utf8').matchAll(GENERATED_IMPORT)) {
      for (const specifier of specifiers.split(',')) {
        const [name] = specifier.trim().split(/\s+as\s+/);
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

const capitalized = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

/** The generated names that send `operationId` (orval's naming). */
const callingNames = (operationId: string): string[] => {
  const name = capitalized(operationId);
  return [operationId, `use${name}`, `get${name}QueryOptions`, `get${name}MutationOptions`];
};

const operations = contractOperations();
const imported = importedEndpointNames();
const isCalled = ({ operationId }: Operation): boolean =>
  callingNames(operationId).some((name) => imported.has(name));
const uncalled = operations.filter((operation) => !isCalled(operation));

describe('the contract operations the site calls', () => {
  it('reads the contract and the production code', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(imported.has('useGetMember')).toBe(true);
  });

  it('calls every members and orders operation', () => {
    const mustBeCalled = uncalled.filter(({ tag }) => MUST_BE_CALLED_TAGS.includes(tag));
    expect(mustBeCalled.map(({ operationId }) => operationId)).toEqual([]);
  });

  it('calls every other operation, except those still waiting for their screen', () => {
    const unexpected = uncalled.filter(({ operationId }) => !NOT_CALLED_YET.has(operationId));
    expect(unexpected.map(({ operationId }) => operationId)).toEqual([]);
  });

  it('lists as waiting only operations that exist and are still not called', () => {
    const known = new Set(operations.map(({ operationId }) => operationId));
    const stale = [...NOT_CALLED_YET].filter(
      (operationId) => !known.has(operationId) || isCalled({ operationId, tag: '' }),
    );
    expect(stale, 'remove these from NOT_CALLED_YET').toEqual([]);
  });
});
