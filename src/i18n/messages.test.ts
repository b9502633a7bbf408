// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { runCommand } from '../../scripts/lib/run-command.ts';
import english from './messages/en-US.json';
import spanish from './messages/es.json';

const repoRoot = resolve(import.meta.dirname, '../..');

/** The argument names a message uses, so a translation cannot drop or rename one. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe('messages', () => {
  it('en-US.json is what the code says (run `npm run i18n:extract` after changing copy)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'i18n-'));
    try {
      const outFile = join(dir, 'en-US.json');
      const args = [
        '--no-install',
        'formatjs',
        'extract',
        'src/**/*.{ts,tsx}',
        '--ignore',
        'src/api/generated/**',
      ];
      const result = runCommand(
        'npx',
        [...args, '--ignore', '**/*.test.{ts,tsx}', '--format', 'simple', '--out-file', outFile],
        {
          cwd: repoRoot,
        },
      );
      expect(result.status, result.output).toBe(0);
      expect(JSON.parse(readFileSync(outFile, 'utf8'))).toEqual(english);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('has a Spanish translation for every English message, and no stale ones', () => {
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
    for (const [id, text] of Object.entries(spanish)) expect(text.trim(), id).not.toBe('');
  });

  it('keeps the same arguments in every Spanish message', () => {
    for (const [id, text] of Object.entries(english)) {
      expect(argumentsOf(spanish[id as keyof typeof spanish]), id).toEqual(argumentsOf(text));
    }
  });
});
