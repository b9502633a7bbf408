import { config } from 'zod/mini';

// The site's CSP allows no eval. Left to itself, zod probes `new Function` on its first object parse to
// decide whether to compile fast parsers; the probe fails quietly but the browser still reports a CSP
// violation (a Lighthouse best-practices failure). jitless skips the probe and parses the plain way.
// Stores parse persisted state as they are created, so every zod user after them gets this setting.
config({ jitless: true });
