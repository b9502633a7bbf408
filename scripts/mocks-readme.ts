/**
 * `npm run mocks:readme`: rewrites the scenario list in mocks/README.md from the catalogue
 * (mocks/scenarios/catalogue.ts), so the README never keeps a copy of its own.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { withScenarioList } from '../mocks/scenarios/scenario-list-markdown.ts';

const readmePath = resolve(import.meta.dirname, '../mocks/README.md');
writeFileSync(readmePath, withScenarioList(readFileSync(readmePath, 'utf8')));
console.log('mocks/README.md: scenario list written.');
