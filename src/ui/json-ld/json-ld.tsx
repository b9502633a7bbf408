import type { Thing, WithContext } from 'schema-dts';

/**
 * JSON text that no `</script>` inside a value can end early: `<` is written as its escape, which
 * JSON parsers read back as the same character.
 */
export const serializeJsonLd = (data: WithContext<Thing> | ReadonlyArray<WithContext<Thing>>): string =>
  JSON.stringify(data).replaceAll('<', '\\u003c');

/**
 * Structured data (schema.org as JSON-LD) for search engines. A data block, never run as script:
 * the strict Content-Security-Policy does not apply to it, and its text is serialised JSON only.
 */
export function JsonLd({ data }: { data: WithContext<Thing> | ReadonlyArray<WithContext<Thing>> }) {
  // React writes a script's text as is (no entities), so the JSON reaches parsers unchanged.
  return <script type="application/ld+json">{serializeJsonLd(data)}</script>;
}
