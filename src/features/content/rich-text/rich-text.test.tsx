import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { RichText } from './rich-text';

const text = (value: string, ...marks: unknown[]) => ({ type: 'text', text: value, marks });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const heading = (level: number, value: string) => ({
  type: 'heading',
  attrs: { level },
  content: [text(value)],
});
const item = (value: string) => ({ type: 'list_item', content: [paragraph(text(value))] });
const doc = (...content: unknown[]) => ({ type: 'doc', content });

const renderDoc = (...content: unknown[]) => renderWithProviders(<RichText document={doc(...content)} />);

describe('RichText', () => {
  it('renders paragraphs, quotes, rules and line breaks as their HTML elements', () => {
    const { container } = renderDoc(
      paragraph(text('Fresh'), { type: 'hard_break' }, text('biscuits')),
      { type: 'horizontal_rule' },
      { type: 'blockquote', content: [paragraph(text('Best chicken in town'))] },
    );

    expect(container.querySelector('p')).toHaveTextContent('Freshbiscuits');
    expect(container.querySelector('p br')).toBeInTheDocument();
    expect(container.querySelector('hr')).toBeInTheDocument();
    expect(container.querySelector('blockquote > p')).toHaveTextContent('Best chicken in town');
  });

  it('renders bullet and ordered lists, keeping where an ordered list starts', () => {
    renderDoc(
      { type: 'bullet_list', content: [item('Tenders'), item('Biscuits')] },
      { type: 'ordered_list', attrs: { order: 3 }, content: [item('Third')] },
    );

    const [bullets, ordered] = screen.getAllByRole('list');
    expect(bullets?.tagName).toBe('UL');
    expect(bullets?.querySelectorAll('li')).toHaveLength(2);
    expect(ordered?.tagName).toBe('OL');
    expect(ordered).toHaveAttribute('start', '3');
  });

  it.each([
    ['bold', 'STRONG'],
    ['italic', 'EM'],
    ['underline', 'U'],
    ['strike', 'S'],
    ['code', 'CODE'],
  ])('renders the %s mark as <%s>', (mark, tagName) => {
    renderDoc(paragraph(text('Spicy', { type: mark })));

    expect(screen.getByText('Spicy').tagName).toBe(tagName);
  });

  it('nests marks with the first one outermost', () => {
    const { container } = renderDoc(paragraph(text('Hot', { type: 'bold' }, { type: 'italic' })));

    expect(container.querySelector('strong > em')).toHaveTextContent('Hot');
  });

  it('renders a CMS h1 as h2 by default, so the page keeps its one h1', () => {
    renderDoc(heading(1, 'Our story'), heading(3, 'Since 1977'));

    expect(screen.getByRole('heading', { level: 2, name: 'Our story' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Since 1977' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shifts headings by the offset it is given, never past h6', () => {
    renderWithProviders(
      <RichText document={doc(heading(1, 'Title'), heading(5, 'Small print'))} headingOffset={2} />,
    );

    expect(screen.getByRole('heading', { level: 3, name: 'Title' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 6, name: 'Small print' })).toBeInTheDocument();
  });

  it('keeps the CMS heading levels with an offset of 0', () => {
    renderWithProviders(<RichText document={doc(heading(1, 'Careers'))} headingOffset={0} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
  });

  it('renders an image with its alt text and title', () => {
    renderDoc(
      paragraph({
        type: 'image',
        attrs: { src: 'https://a.storyblok.com/f/1/meal.jpg', alt: 'A two-piece meal', title: 'Photo: Ana' },
      }),
    );

    const image = screen.getByRole('img', { name: 'A two-piece meal' });
    expect(image).toHaveAttribute('src', 'https://a.storyblok.com/f/1/meal.jpg');
    expect(image).toHaveAttribute('title', 'Photo: Ana');
  });

  it('gives an image its intrinsic size, so its room is kept while it loads', () => {
    renderDoc(
      paragraph({
        type: 'image',
        attrs: { src: '/images/content/biscuits.svg', alt: 'Biscuits', width: 1200, height: 675 },
      }),
      paragraph({
        type: 'image',
        attrs: { src: 'https://a.storyblok.com/f/1/800x600/x/tea.jpg', alt: 'Tea' },
      }),
    );

    expect(screen.getByRole('img', { name: 'Biscuits' })).toHaveAttribute('width', '1200');
    expect(screen.getByRole('img', { name: 'Biscuits' })).toHaveAttribute('height', '675');
    expect(screen.getByRole('img', { name: 'Tea' })).toHaveAttribute('width', '800');
    expect(screen.getByRole('img', { name: 'Tea' })).toHaveAttribute('height', '600');
  });

  it('loads the first image it shows at once, at high priority, and the others lazily', () => {
    renderDoc(
      paragraph({ type: 'image', attrs: { src: 'javascript:alert(1)', alt: 'Left out' } }),
      { type: 'bullet_list', content: [{ type: 'list_item', content: [paragraph(text('Tenders'))] }] },
      {
        type: 'blockquote',
        content: [paragraph({ type: 'image', attrs: { src: '/images/a.svg', alt: 'Lead' } })],
      },
      paragraph({ type: 'image', attrs: { src: '/images/b.svg', alt: 'Later' } }),
    );

    expect(screen.queryByRole('img', { name: 'Left out' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Lead' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Lead' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'Later' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Later' })).not.toHaveAttribute('fetchpriority');
  });

  it('treats an image without alt text as decorative', () => {
    const { container } = renderDoc(paragraph({ type: 'image', attrs: { src: '/images/stripe.svg' } }));

    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it.each(['http://tracker.example.com/pixel.gif', 'data:image/png;base64,AAAA', 'javascript:alert(1)'])(
    'leaves out an image from %j',
    (src) => {
      const { container } = renderDoc(paragraph(text('Before'), { type: 'image', attrs: { src, alt: 'x' } }));

      expect(container.querySelector('img')).not.toBeInTheDocument();
      expect(container).toHaveTextContent('Before');
    },
  );

  it('renders the content of an unknown node, and does not crash on it', () => {
    renderDoc({ type: 'table_v2', content: [paragraph(text('Opening hours'))] }, text('Loose text'));

    expect(screen.getByText('Opening hours').tagName).toBe('P');
    expect(screen.getByText('Loose text')).toBeInTheDocument();
  });

  it('keeps the text of an unknown mark, unstyled', () => {
    const { container } = renderDoc(paragraph(text('Limited time', { type: 'highlight', attrs: {} })));

    expect(container.querySelector('p')?.innerHTML).toBe('Limited time');
  });

  it('keeps HTML valid when the CMS nests blocks where they cannot go', () => {
    const { container } = renderDoc(
      paragraph(
        text('Menu: '),
        { type: 'bullet_list', content: [item('Tenders')] },
        { type: 'horizontal_rule' },
      ),
      { type: 'bullet_list', content: [text('Stray'), item('Kept')] },
      item('Orphan item'),
    );

    expect(container.querySelector('p')).toHaveTextContent('Menu: Tenders');
    expect(container.querySelector('p ul, p p, p hr')).not.toBeInTheDocument();
    expect([...container.querySelectorAll('ul > *')].map((child) => child.tagName)).toEqual(['LI', 'LI']);
    expect(screen.getByText('Orphan item').closest('li')).toBeNull();
  });

  it('renders nothing for an empty or missing document', () => {
    const { container } = renderWithProviders(
      <>
        <RichText document={null} />
        <RichText document={doc()} />
      </>,
    );

    expect(container).toBeEmptyDOMElement();
  });
});
