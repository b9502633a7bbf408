// @vitest-environment node
import { resolve } from 'node:path';
import { bundleSpec } from '../../scripts/lib/bundle-spec.ts';
import { operations } from '../../src/api/generated/operations';
import { responseSchemas } from '../../src/api/generated/zod/response-schemas';
import { declaredStatusesOf } from '../conformance/check-response';
import { mockBackend } from '../node';
import { scenarios } from './catalogue';
import { operationIdOf } from './operation-of';

/** A concrete URL for a contract path (`{id}` → 7, `{name}` → locations). */
const sampleUrl = (path: string) =>
  `http://localhost${path.replace('{name}', 'locations').replace(/\{\w+\}/g, '7')}`;

describe('operationIdOf', () => {
  it.each(operations.map((call) => [call.operationId, call] as const))('recognises %s', (_id, call) => {
    const request = new Request(sampleUrl(call.path), { method: call.method.toUpperCase() });
    expect(operationIdOf(request)).toBe(call.operationId);
  });

  it('ignores pages, scripts and images', () => {
    expect(operationIdOf(new Request('http://localhost/menu'))).toBeUndefined();
    expect(operationIdOf(new Request('http://localhost/assets/index.js'))).toBeUndefined();
  });
});

describe('the scenario catalogue', () => {
  it('answers only with statuses the contract declares for the faulted operation', () => {
    const contract = bundleSpec('openapi/openapi.yaml', resolve(import.meta.dirname, '../..')) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const declared = declaredStatusesOf(contract);
    for (const scenario of scenarios) {
      for (const [operationId, fault] of Object.entries(scenario.faults ?? {})) {
        if (operationId === '*' || fault.kind !== 'error') continue;
        expect(declared[operationId], `${scenario.name}: ${operationId}`).toContain(
          String(fault.status ?? 500),
        );
      }
    }
  });

  it('has unique names', () => {
    const names = scenarios.map((scenario) => scenario.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('faults reach the client as a server would send them', () => {
  it('answers the SPEC §8 single-object error shape under errors-single-object', async () => {
    mockBackend.useScenario('errors-single-object');
    const response = await fetch('http://localhost/api/v1/locations');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'The ordering service is down.' });
  });

  it('fails at the network level under offline', async () => {
    mockBackend.useScenario('offline');
    await expect(fetch('http://localhost/api/v1/locations')).rejects.toThrow();
  });

  it('answers a body that is not JSON under errors-malformed', async () => {
    mockBackend.useScenario('errors-malformed');
    const response = await fetch('http://localhost/api/v1/locations');
    await expect(response.json()).rejects.toThrow();
  });

  it('answers every operation, with a body its success schema refuses, under malformed-everything', async () => {
    mockBackend.useScenario('malformed-everything');
    for (const operation of responseSchemas) {
      const call = operations.find((candidate) => candidate.operationId === operation.operationId);
      if (!call) throw new Error(`${operation.operationId} is not in the generated operations`);
      const response = await fetch(sampleUrl(call.path), { method: call.method.toUpperCase() });
      expect(response.status, operation.operationId).toBe(200);
      const schema = await operation.schema?.();
      expect(schema?.safeParse(await response.json()).success, operation.operationId).toBe(false);
    }
  });

  it('faults only the named operation', async () => {
    mockBackend.useScenario('promo-rejected');
    const coupon = await fetch('http://localhost/api/v1/orders/7/coupon', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: 'ANY' }),
    });
    expect(coupon.status).toBe(400);
    expect(await coupon.json()).toEqual([{ message: '[200] Code is invalid' }]);
    const locations = await fetch('http://localhost/api/v1/locations');
    expect(locations.status).toBe(200);
  });
});
