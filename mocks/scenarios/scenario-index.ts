import { DEMO_MEMBER } from '../seed/constants';
import { scenarios } from './catalogue';
import type { Scenario } from './scenario';

/** Where the index lives on every runtime: the mock server, and the dev and mock-build servers. */
export const SCENARIO_INDEX_PATH = '/__mock/';
/** The index's address, with or without its closing slash. */
export const isScenarioIndexPath = (path: string): boolean =>
  path === SCENARIO_INDEX_PATH || path === SCENARIO_INDEX_PATH.slice(0, -1);
/** The mock server's link that starts a scenario for the browser's session (mocks/server.ts). */
export const OPEN_SCENARIO_PATH = '/__mock/open';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] as string,
  );

/** Where a scenario's link lands: signed-in scenarios at the sign-in page, the others at home. */
export const landingOf = (scenario: Scenario): string => (scenario.seed.signedIn ? '/account/login' : '/');

/**
 * The scenario index QA opens first: every scenario with its SPEC §8 row, what it reproduces, its
 * steps and a link that opens the site in it. `openHref` says how this runtime starts a scenario.
 */
export function scenarioIndexHtml(openHref: (scenario: Scenario) => string, howItWorks: string): string {
  const rows = scenarios
    .map(
      (scenario) => `<tr id="${escapeHtml(scenario.name)}">
  <th scope="row"><code>${escapeHtml(scenario.name)}</code></th>
  <td>${escapeHtml(scenario.specRow ?? '—')}</td>
  <td>${escapeHtml(scenario.description)}<br><small>${escapeHtml(scenario.steps)}</small></td>
  <td><a href="${escapeHtml(openHref(scenario))}">Open the site in this scenario<span class="hidden"> ${escapeHtml(scenario.name)}</span></a></td>
</tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Mock backend scenarios</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 1.5rem; color: #1f1f1f; }
table { border-collapse: collapse; width: 100%; }
th, td { border-top: 1px solid #ccc; padding: .5rem; text-align: left; vertical-align: top; }
small { color: #444; }
a { color: #8b0f16; }
.hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
</style>
</head>
<body>
<main>
<h1>Mock backend scenarios</h1>
<p>${escapeHtml(howItWorks)} The demo member signs in with <code>${escapeHtml(DEMO_MEMBER.email)}</code> and <code>${escapeHtml(DEMO_MEMBER.password)}</code>.</p>
<table>
<thead><tr><th scope="col">Scenario</th><th scope="col">SPEC §8 row</th><th scope="col">What it reproduces, and how to see it</th><th scope="col">Link</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</main>
</body>
</html>
`;
}
