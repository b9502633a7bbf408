// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sourceOfModule } from './bundle-contents.ts';
import { initialScripts } from './initial-scripts.ts';

describe('the scripts a page loads before it is interactive', () => {
  let dist: string;
  const write = (file: string, text: string) => writeFileSync(join(dist, file), text);

  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'budget-'));
    mkdirSync(join(dist, 'assets'));
    write(
      'index.html',
      '<script type="module" crossorigin src="/assets/index-AAAAAAAA.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/framework-BBBBBBBB.js">',
    );
    write(
      'assets/index-AAAAAAAA.js',
      'import{a}from"./framework-BBBBBBBB.js";import("./home-page-CCCCCCCC.js");',
    );
    write('assets/framework-BBBBBBBB.js', 'export const a=1;');
    write('assets/home-page-CCCCCCCC.js', 'import"./rich-text-DDDDDDDD.js";import("./map-EEEEEEEE.js");');
    write('assets/rich-text-DDDDDDDD.js', 'export{};');
    write('assets/map-EEEEEEEE.js', 'maplibre');
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('counts the entry, its preloads and static imports, and the start pages with theirs; not later imports', () => {
    expect(initialScripts(dist, ['src/app/pages/home-page.tsx'])).toEqual([
      { src: '/assets/index-AAAAAAAA.js', reason: 'index.html' },
      { src: '/assets/framework-BBBBBBBB.js', reason: 'index.html' },
      { src: '/assets/home-page-CCCCCCCC.js', reason: 'chunk of src/app/pages/home-page.tsx' },
      { src: '/assets/rich-text-DDDDDDDD.js', reason: 'imported by home-page-CCCCCCCC.js' },
    ]);
  });

  it('fails loudly when a start page has no chunk of its own', () => {
    expect(() => initialScripts(dist, ['src/app/pages/landing-page.tsx'])).toThrow(
      /no single chunk for src\/app\/pages\/landing-page\.tsx/,
    );
  });

  it('names the package or source folder that bytes come from', () => {
    expect(sourceOfModule('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
      'react-dom',
    );
    expect(sourceOfModule('../../node_modules/@tanstack/query-core/build/modern/query.js')).toBe(
      '@tanstack/query-core',
    );
    expect(sourceOfModule('../../src/features/navigation/components/header.tsx')).toBe(
      'src/features/navigation',
    );
  });
});
