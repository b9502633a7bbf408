import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAxiosFetchAdapter } from './axios-without-fetch-adapter.ts';

const axiosLib = join(dirname(createRequire(import.meta.url).resolve('axios/package.json')), 'lib');
const adapterList = join(axiosLib, 'adapters', 'adapters.js');

describe('axios without its fetch adapter', () => {
  it("replaces the fetch adapter that axios's adapter list imports, and nothing else", () => {
    expect(readFileSync(adapterList, 'utf8')).toMatch(/import \* as fetchAdapter from '\.\/fetch\.js';/);
    expect(isAxiosFetchAdapter('./fetch.js', adapterList)).toBe(true);
    expect(isAxiosFetchAdapter('./xhr.js', adapterList)).toBe(false);
    expect(isAxiosFetchAdapter('./fetch.js', join(axiosLib, 'core', 'Axios.js'))).toBe(false);
  });

  it('leaves the browser on XMLHttpRequest, the first adapter axios tries', () => {
    const defaults = readFileSync(join(axiosLib, 'defaults', 'index.js'), 'utf8');
    expect(defaults).toContain("adapter: ['xhr', 'http', 'fetch']");
  });
});
