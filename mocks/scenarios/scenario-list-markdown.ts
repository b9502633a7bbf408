import { scenarios } from './catalogue';
import type { Fault, Scenario } from './scenario';

/** Where the generated list sits in mocks/README.md. */
export const LIST_START = '<!-- scenario list: written by `npm run mocks:readme` from catalogue.ts -->';
export const LIST_END = '<!-- end of scenario list -->';

const WIDTH = 100;

/** A list item's words wrapped at 100 columns, lines after the first indented under its bullet. */
function listItem(text: string, indent = '  '): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line === '' ? word : `${line} ${word}`;
    if (next.length > WIDTH - indent.length && line !== '') {
      lines.push(line);
      line = word;
    } else line = next;
  }
  lines.push(line);
  return `- ${lines.join(`\n${indent}`)}`;
}

/** The first message of an error body in any of SPEC §8's shapes (strings, objects, one object). */
function firstMessage(body: unknown): string | undefined {
  const first: unknown = Array.isArray(body) ? body[0] : body;
  if (typeof first === 'string') return first;
  return first && typeof first === 'object' && 'message' in first ? String(first.message) : undefined;
}

function faultText(fault: Fault): string {
  switch (fault.kind) {
    case 'error': {
      const message = firstMessage(fault.body);
      return `${fault.status ?? 500}${message ? ` "${message}"` : ''}`;
    }
    case 'held':
      return `held ${fault.ms / 1000} s`;
    default:
      return fault.kind;
  }
}

/** What a scenario changes besides the base seed: seed options, latency, faults, broken files. */
function setUpOf(scenario: Scenario): string {
  const { signedIn, cart, channel } = scenario.seed;
  const parts = [
    signedIn ? 'demo member signed in' : '',
    cart ? `${cart} cart` : '',
    channel && channel !== 'default' ? `${channel} channel` : '',
    scenario.latencyMs ? `every answer after ${scenario.latencyMs / 1000} s` : '',
    scenario.slotTakenAtSubmit ? 'the first scheduled slot is taken at submit' : '',
    ...Object.entries(scenario.faults ?? {}).map(
      ([operation, fault]) =>
        `${operation === '*' ? 'every call' : `\`${operation}\``} → ${faultText(fault as Fault)}`,
    ),
    ...Object.entries(scenario.brokenSiteData ?? {}).map(
      ([name, breakage]) => `\`${name}.json\` ${breakage}`,
    ),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('; ') : 'the base seed only';
}

/** The README's list of scenarios, one item each: name, SPEC §8 row, what, how to see it, set-up. */
export function scenarioListMarkdown(): string {
  const items = scenarios.map((scenario) => {
    const row = scenario.specRow ? ` (SPEC §8: ${scenario.specRow})` : '';
    return listItem(
      `**\`${scenario.name}\`**${row}: ${scenario.description} _How:_ ${scenario.steps} _Set-up:_ ${setUpOf(scenario)}.`,
    );
  });
  return `${LIST_START}\n\n${items.join('\n')}\n\n${LIST_END}`;
}

/** The README with its scenario list replaced by the current one. */
export function withScenarioList(readme: string): string {
  const start = readme.indexOf(LIST_START);
  const end = readme.indexOf(LIST_END);
  if (start < 0 || end < start) throw new Error('mocks/README.md has no scenario list markers.');
  return `${readme.slice(0, start)}${scenarioListMarkdown()}${readme.slice(end + LIST_END.length)}`;
}
