import { editDistance, toProductSlug } from './product-slug';
import { findProductByName, resolveProductDeepLink, type DeepLinkMenu } from './resolve-product-deep-link';

const menu = (...names: string[]): DeepLinkMenu => ({
  categories: [{ products: names.map((name, index) => ({ name, sku: `sku-${name}-${index}` })) }],
});

const regular = menu('Cajun Filet Biscuit', 'Chicken Supremes', 'Bo-Berry Biscuit®');
const expansion = menu('Cajun Filet Biscuit', 'Jalapeño Popper Bites');

describe('toProductSlug', () => {
  it('lower-cases, drops accents and symbols and joins words with dashes', () => {
    expect(toProductSlug('Bo-Berry Biscuit®')).toBe('bo-berry-biscuit');
    expect(toProductSlug('  Jalapeño   Popper Bites ')).toBe('jalapeno-popper-bites');
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('biscuit', 'biscuit')).toBe(0);
    expect(editDistance('biscuit', 'biscut')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
  it('stops past the limit', () => {
    expect(editDistance('chicken-supremes', 'tea', 2)).toBe(3);
  });
});

describe('findProductByName', () => {
  it('matches a slug exactly', () => {
    expect(findProductByName(regular, 'bo-berry-biscuit')?.name).toBe('Bo-Berry Biscuit®');
  });
  it('matches with an edit distance of at most 2', () => {
    expect(findProductByName(regular, 'chicken-supreme')?.name).toBe('Chicken Supremes');
    expect(findProductByName(regular, 'chiken-supreme')?.name).toBe('Chicken Supremes');
  });
  it('does not match at an edit distance of 3', () => {
    expect(findProductByName(regular, 'chiken-suprem')).toBeUndefined();
  });
  it('prefers the exact match over a closer-listed fuzzy one', () => {
    const similar = menu('Biscuit Tea', 'Biscuit');
    expect(findProductByName(similar, 'biscuit')?.name).toBe('Biscuit');
  });
});

describe('resolveProductDeepLink (SPEC §4 "Deep link ?product=")', () => {
  it('opens the product when the current menu has it', () => {
    expect(resolveProductDeepLink('cajun-filet-biscuit', { current: expansion, fallback: regular })).toEqual({
      kind: 'product-at-location',
      sku: 'sku-Cajun Filet Biscuit-0',
    });
  });
  it('flags "not found at location" when only the default menu has it', () => {
    expect(resolveProductDeepLink('chicken-supremes', { current: expansion, fallback: regular })).toEqual({
      kind: 'not-found-at-location',
    });
  });
  it('opens the default menu product when no menu is chosen yet', () => {
    expect(resolveProductDeepLink('chicken-supremes', { fallback: regular })).toEqual({
      kind: 'product-without-location',
      sku: 'sku-Chicken Supremes-1',
    });
  });
  it('flags "not found at location" when nothing matches', () => {
    expect(resolveProductDeepLink('pizza', { current: regular, fallback: regular })).toEqual({
      kind: 'not-found-at-location',
    });
    expect(resolveProductDeepLink('', { fallback: regular })).toEqual({ kind: 'not-found-at-location' });
  });
});
