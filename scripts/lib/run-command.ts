import { spawnSync, type SpawnSyncOptions } from 'node:child_process';

export interface CommandResult {
  status: number;
  output: string;
}

/** Runs a command to completion and returns its exit status and combined output (never throws on failure). */
export function runCommand(
  command: string,
  args: readonly string[],
  options: SpawnSyncOptions = {},
): CommandResult {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  return { status: result.status ?? 1, output: result.error ? `${output}${result.error.message}` : output };
}
