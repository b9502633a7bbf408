import { render } from '@testing-library/react';
import { JsonLd } from './json-ld';

describe('JsonLd', () => {
  it('writes the data as a JSON-LD block that reads back as written, whatever its text holds', () => {
    const data = {
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Cook </script><script>alert(1)</script> & "friends"',
    } as const;
    const { container } = render(<JsonLd data={data} />);
    const block = container.querySelector('script[type="application/ld+json"]');
    expect(block?.textContent).not.toContain('</script>');
    expect(JSON.parse(block?.textContent ?? '')).toEqual(data);
  });
});
