import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SDK = '@braze/web-sdk';
const ABSENT = fileURLToPath(new URL('../../src/lib/engagement/braze-sdk-absent.ts', import.meta.url));

/**
 * `@braze/web-sdk` is loaded only by builds with a Braze key (src/lib/engagement). Until the
 * package is installed its import resolves to a stand-in that refuses to start, so every build
 * works; once installed, the real SDK is used. tsconfig's `paths` falls back the same way.
 */
export const optionalBrazeSdk = (): Plugin => ({
  name: 'optional-braze-sdk',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (source !== SDK) return null;
    const installed = await this.resolve(source, importer, { ...options, skipSelf: true });
    return installed ?? ABSENT;
  },
});
