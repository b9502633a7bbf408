// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { bundleSpec } from '../../scripts/lib/bundle-spec.ts';

/**
 * Which of the contract's operations the site calls. An operation counts as called where production
 * code under src/ (not the generated client, not tests or test helpers) calls something from the
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

const GENERATED_ENDPOINTS = /api\/generated\/endpoints\//;

/**
 * The generated names production code calls: as the callee of a call (`useGetMember()`), or handed
 * on as a function (`mutationFn: signOutMember`). A name only imported, or only read in a type
 * (`ReturnType<typeof useGetMember>`), does not count.
 */
function calledEndpointNames(): Set<string> {
  const called = new Set<string>();
  for (const file of productionFiles()) {
    for (const name of generatedNamesCalledIn(readFileSync(file, 'utf8'))) called.add(name);
  }
  return called;
}

function generatedNamesCalledIn(code: string): Set<string> {
  const called = new Set<string>();
  {
    const source = ts.createSourceFile('file.tsx', code, ts.ScriptTarget.Latest, true);
    const importedAs = new Map<string, string>();
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
      const from = (statement.moduleSpecifier as ts.StringLiteral).text;
      const bindings = statement.importClause?.namedBindings;
      if (!GENERATED_ENDPOINTS.test(from) || !bindings || !ts.isNamedImports(bindings)) continue;
      for (const element of bindings.elements) {
        if (!element.isTypeOnly)
          importedAs.set(element.name.text, (element.propertyName ?? element.name).text);
      }
    }
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) || ts.isTypeQueryNode(node) || ts.isTypeNode(node)) return;
      const generatedName = ts.isIdentifier(node) ? importedAs.get(node.text) : undefined;
      if (generatedName && isCallOrHandedOn(node)) called.add(generatedName);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return called;
}

/** An identifier that is called, or passed as a value (an argument, a property's value, a return). */
function isCallOrHandedOn(identifier: ts.Node): boolean {
  const parent = identifier.parent;
  if (ts.isCallExpression(parent)) return true;
  if (ts.isPropertyAssignment(parent)) return parent.initializer === identifier;
  if (ts.isShorthandPropertyAssignment(parent) || ts.isReturnStatement(parent)) return true;
  if (ts.isArrowFunction(parent)) return parent.body === identifier;
  if (ts.isVariableDeclaration(parent)) return parent.initializer === identifier;
  return false;
}

const capitalized = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

/** The generated names that send `operationId` (orval's naming). */
const callingNames = (operationId: string): string[] => {
  const name = capitalized(operationId);
  return [operationId, `use${name}`, `get${name}QueryOptions`, `get${name}MutationOptions`];
};

const operations = contractOperations();
const called = calledEndpointNames();
const isCalled = ({ operationId }: Operation): boolean =>
  callingNames(operationId).some((name) => called.has(name));
const uncalled = operations.filter((operation) => !isCalled(operation));

describe('the contract operations the site calls', () => {
  it('counts a generated name only where it is called or handed on', () => {
    const code = `
      import { useGetMember, getMember as fetchMember, signOutMember, useGetOrder, getGetMenuQueryOptions } from '../api/generated/endpoints/x';
      type Member = ReturnType<typeof useGetOrder>;
      export const profile = () => useGetMember();
      export const options = { queryFn: fetchMember, mutationFn: () => signOutMember };
      export const key = getGetMenuQueryOptions;
    `;
    expect([...generatedNamesCalledIn(code)].sort()).toEqual([
      'getGetMenuQueryOptions',
      'getMember',
      'signOutMember',
      'useGetMember',
    ]);
  });

  it('reads the contract and the production code', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(called.has('useGetMember')).toBe(true);
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
