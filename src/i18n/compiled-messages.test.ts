// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import english from 'virtual:compiled-messages/en-US';
import spanish from 'virtual:compiled-messages/es';
import { compileMessages } from '../../scripts/lib/compile-messages.ts';
import { runCommand } from '../../scripts/lib/run-command.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
const messagesDir = join(repoRoot, 'src/i18n/messages');
const sourceFiles = readdirSync(messagesDir).filter((file) => file.endsWith('.json'));
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

describe('pre-compiled messages', () => {
  it('are what `formatjs compile --ast` (npm run i18n:compile) makes of every messages file', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'i18n-compiled-'));
    try {
      const result = runCommand(
        'npx',
        ['--no-install', 'formatjs', 'compile-folder', '--ast', '--format', 'simple', messagesDir, outDir],
        { cwd: repoRoot },
      );
      expect(result.status, result.output).toBe(0);
      expect(sourceFiles).toEqual(expect.arrayContaining(['en-US.json', 'es.json']));
      for (const file of sourceFiles) {
        const source = join(messagesDir, file);
        expect(compileMessages(readJson(source), source), file).toEqual(readJson(join(outDir, file)));
      }
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('reach the app compiled from the current source files', () => {
    const compiledFrom = (file: string) => compileMessages(readJson(join(messagesDir, file)), file);
    expect(english).toEqual(compiledFrom('en-US.json'));
    expect(spanish).toEqual(compiledFrom('es.json'));
    expect(english['home.title']).toEqual([{ type: 0, value: 'Order fried chicken online' }]);
  });

  it('stop the build on a message that is not valid ICU, naming the file and the message', () => {
    expect(() => compileMessages({ 'cart.title': 'Your {count cart' }, 'es.json')).toThrow(
      /es\.json: message "cart\.title" is not valid ICU/,
    );
    expect(() => compileMessages(['not', 'messages'], 'es.json')).toThrow(/es\.json: expected an object/);
  });
});
