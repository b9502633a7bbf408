import { loadStylesheet } from './load-stylesheet';

const linksTo = (href: string) => document.head.querySelectorAll(`link[rel="stylesheet"][href="${href}"]`);

describe('loadStylesheet', () => {
  it('links the stylesheet once however often it is asked for, and settles when it has loaded', async () => {
    const first = loadStylesheet('/assets/map-a.css');
    const second = loadStylesheet('/assets/map-a.css');
    expect(linksTo('/assets/map-a.css')).toHaveLength(1);
    linksTo('/assets/map-a.css')[0]?.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });

  it('rejects when the stylesheet fails, and tries again on the next request', async () => {
    const failed = loadStylesheet('/assets/map-b.css');
    linksTo('/assets/map-b.css')[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('did not load');
    expect(linksTo('/assets/map-b.css')).toHaveLength(0);

    void loadStylesheet('/assets/map-b.css');
    expect(linksTo('/assets/map-b.css')).toHaveLength(1);
  });
});
