// @vitest-environment node
import { lazyChunkGroup, lazyChunkNamer } from './lazy-chunk-group';

describe('lazyChunkGroup', () => {
  it('puts the generated calls together, and leaves each response schema on its own', () => {
    expect(lazyChunkGroup('/repo/src/api/generated/endpoints/orders-get-order/orders-get-order.ts')).toBe(
      'calls',
    );
    expect(lazyChunkGroup('/repo/src/api/generated/zod/orders-get-order/orders-get-order.zod.ts')).toBeNull();
  });

  it('puts a feature’s modules together, and each shared layer in a chunk of its own', () => {
    expect(lazyChunkGroup('/repo/src/features/checkout/components/tip-picker.tsx')).toBe('feature-checkout');
    expect(lazyChunkGroup('/repo/src/ordering/use-menu.ts')).toBe('ordering');
    expect(lazyChunkGroup('/repo/src/ui/form/use-field-errors.ts')).toBe('form-kit');
    expect(lazyChunkGroup('/repo/src/ui/text-field/text-field.tsx')).toBe('kit');
    expect(lazyChunkGroup('C:\\repo\\src\\lib\\masks.ts')).toBe('kit');
  });

  it('leaves pages, the map libraries, the engagement SDK and packages to rolldown', () => {
    expect(lazyChunkGroup('/repo/src/app/pages/product-page.tsx')).toBeNull();
    expect(lazyChunkGroup('/repo/src/lib/map/maplibre-location-map.ts')).toBeNull();
    expect(lazyChunkGroup('/repo/src/lib/engagement/braze-adapter.ts')).toBeNull();
    expect(lazyChunkGroup('/repo/node_modules/react-hook-form/dist/index.esm.mjs')).toBeNull();
  });
});

describe('lazyChunkNamer', () => {
  // home → story → (price, kit), and the checkout page → tip picker → price.
  const imports: Record<string, string[]> = {
    '/repo/src/app/pages/home-page.tsx': ['/repo/src/features/content/story.tsx'],
    '/repo/src/features/content/story.tsx': ['/repo/src/ui/price/price.tsx'],
    '/repo/src/app/pages/checkout-page.tsx': ['/repo/src/features/checkout/tip-picker.tsx'],
    '/repo/src/features/checkout/tip-picker.tsx': [
      '/repo/src/ui/price/price.tsx',
      '/repo/src/ui/select/select.tsx',
    ],
  };
  const graph = { getModuleInfo: (id: string) => ({ importedIds: imports[id] ?? [] }) };
  const name = lazyChunkNamer('/repo/src/app/pages/home-page.tsx');

  it('puts what the first page imports, from any folder, in one chunk of its own', () => {
    expect(name('/repo/src/features/content/story.tsx', graph)).toBe('first-page');
    expect(name('/repo/src/ui/price/price.tsx', graph)).toBe('first-page');
  });

  it('groups what only the other pages import by folder', () => {
    expect(name('/repo/src/features/checkout/tip-picker.tsx', graph)).toBe('feature-checkout');
    expect(name('/repo/src/ui/select/select.tsx', graph)).toBe('kit');
    expect(name('/repo/src/app/pages/checkout-page.tsx', graph)).toBeNull();
  });
});
