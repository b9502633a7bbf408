import { scenarios } from './scenarios/catalogue';
import type { Scenario } from './scenarios/scenario';

/**
 * A small developer panel (mock builds only): shows the active scenario, switches to another
 * (reloading with `?scenario=`), and resets the mock data. Plain DOM, outside the React tree.
 */
export function mountDevPanel(active: Scenario, resetData: () => void): void {
  const panel = document.createElement('details');
  panel.setAttribute('data-testid', 'mock-dev-panel');
  panel.style.cssText =
    'position:fixed;left:8px;bottom:8px;z-index:2147483647;font:12px system-ui,sans-serif;background:#1d1d1b;color:#fff;padding:6px 8px;border-radius:6px;max-width:320px';

  // WCAG 2.2 target size: every control at least 24 × 24 px.
  const target = 'min-height:28px;min-width:28px;font:inherit;margin:2px 0';
  const summary = document.createElement('summary');
  summary.style.cssText = 'min-height:28px;line-height:28px;cursor:pointer';
  summary.textContent = `Mock: ${active.name}`;
  panel.append(summary);

  const label = document.createElement('label');
  label.textContent = 'Scenario ';
  const select = document.createElement('select');
  select.style.cssText = target;
  for (const scenario of scenarios) {
    const option = new Option(scenario.name, scenario.name, false, scenario.name === active.name);
    option.title = scenario.description;
    select.append(option);
  }
  select.addEventListener('change', () => {
    resetData();
    const url = new URL(window.location.href);
    url.searchParams.set('scenario', select.value);
    window.location.assign(url);
  });
  label.append(select);

  const description = document.createElement('p');
  description.textContent = active.description;
  description.style.margin = '6px 0';

  const reset = document.createElement('button');
  reset.type = 'button';
  reset.style.cssText = target;
  reset.textContent = 'Reset mock data';
  reset.addEventListener('click', () => {
    resetData();
    window.location.reload();
  });

  panel.append(label, description, reset);
  document.body.append(panel);
}
