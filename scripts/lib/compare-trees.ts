import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** Lists how the committed tree (`actualDir`) differs from a freshly generated one (`expectedDir`). */
export function compareTrees(expectedDir: string, actualDir: string): string[] {
  const expected = listFiles(expectedDir);
  const actual = listFiles(actualDir);
  const problems: string[] = [];
  for (const file of expected) {
    if (!actual.includes(file)) problems.push(`missing from the committed code: ${file}`);
    else if (readFileSync(join(expectedDir, file), 'utf8') !== readFileSync(join(actualDir, file), 'utf8'))
      problems.push(`differs from a fresh generation: ${file}`);
  }
  for (const file of actual) if (!expected.includes(file)) problems.push(`no longer generated: ${file}`);
  return problems;
}
