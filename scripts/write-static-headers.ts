/** Writes `public/_headers` (static-host security headers) from src/config/security-headers.ts. */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { staticHostHeadersFile } from '../src/config/security-headers.ts';

writeFileSync(resolve(import.meta.dirname, '..', 'public', '_headers'), staticHostHeadersFile());
console.log('public/_headers written.');
