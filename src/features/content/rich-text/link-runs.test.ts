import { groupLinkRuns } from './link-runs';
import type { LinkAttrs, RichTextNode } from './rich-text-types';

const menuLink: LinkAttrs = { href: '/menu', target: null, linktype: 'url', anchor: null };
const text = (value: string, link?: LinkAttrs): RichTextNode => ({
  type: 'text',
  text: value,
  marks: link ? [{ type: 'bold' }, { type: 'link', attrs: { ...link } }] : [],
});

describe('groupLinkRuns', () => {
  it('joins neighbouring texts with the same link into one run', () => {
    const runs = groupLinkRuns([text('See '), text('our ', menuLink), text('menu', menuLink), text('.')]);

    expect(runs.map((run) => [run.kind, run.index])).toEqual([
      ['node', 0],
      ['link', 1],
      ['node', 3],
    ]);
    expect(runs[1]).toMatchObject({ attrs: menuLink, texts: [{ text: 'our ' }, { text: 'menu' }] });
  });

  it('keeps links to different places apart', () => {
    const runs = groupLinkRuns([text('a', menuLink), text('b', { ...menuLink, href: '/offers' })]);

    expect(runs.map((run) => run.kind)).toEqual(['link', 'link']);
  });

  it('does not join a link across a line break', () => {
    const runs = groupLinkRuns([text('a', menuLink), { type: 'hard_break' }, text('b', menuLink)]);

    expect(runs.map((run) => run.kind)).toEqual(['link', 'node', 'link']);
  });
});
