import { describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT, shiftSourceMapDownOneLine, withEagerCompileHint } from './eager-compile-hint.ts';

describe('the eager compile hint', () => {
  it('puts the hint on the first line, where V8 reads it', () => {
    const code = 'const __vite__mapDeps=()=>[];\nexport const a=()=>1;';
    const hinted = withEagerCompileHint(code);
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(hinted).toBe(`${EAGER_COMPILE_HINT}\n${code}`);
  });

  it('moves the source map down by the line the hint takes', () => {
    const map = { mappings: 'AAAA,CAAC;AACD' };
    shiftSourceMapDownOneLine(map);
    expect(map.mappings).toBe(';AAAA,CAAC;AACD');
  });
});
