// @vitest-environment node
import { resolve } from 'node:path';
import { bundleSpec } from '../scripts/lib/bundle-spec.ts';
import { specCalls } from './spec-calls';

type Operation = { operationId?: string; tags?: string[]; responses?: Record<string, unknown> };
const repoRoot = resolve(import.meta.dirname, '..');
const contract = bundleSpec('openapi/openapi.yaml', repoRoot) as {
  paths: Record<string, Record<string, Operation>>;
};

const operationAt = (method: string, path: string): Operation | undefined => contract.paths[path]?.[method];

describe('the contract describes every SPEC §7 call', () => {
  it.each(specCalls.map((call) => [`${call.method.toUpperCase()} ${call.path}`, call] as const))(
    '%s',
    (_name, call) => {
      const operation = operationAt(call.method, call.path);
      expect(operation, `${call.method.toUpperCase()} ${call.path} is missing from openapi/`).toBeDefined();
      expect(operation?.operationId).toBe(call.operationId);
      expect(operation?.tags).toEqual([call.tag]);
      const statuses = Object.keys(operation?.responses ?? {});
      expect(statuses.some((status) => status.startsWith('2'))).toBe(true);
      expect(statuses.some((status) => /^[45]/.test(status))).toBe(true);
    },
  );

  it('has no operation that SPEC §7 does not list', () => {
    const listed = new Set(specCalls.map((call) => `${call.method} ${call.path}`));
    const methods = ['get', 'put', 'post', 'delete', 'patch'];
    const described = Object.entries(contract.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => methods.includes(key))
        .map((method) => `${method} ${path}`),
    );
    expect(described.filter((operation) => !listed.has(operation))).toEqual([]);
  });
});
