import fc from 'fast-check';

/**
 * Anything a storage entry or a cookie might hold when another script, an older version of the
 * site or a person with devtools wrote it: any text, any JSON, and JSON shaped like our envelope
 * (`{ value: { state, version }, expires }`) with anything inside.
 */
export const storedText = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.json(),
    fc
      .record({
        value: fc.oneof(
          fc.jsonValue(),
          fc.record({ state: fc.jsonValue(), version: fc.oneof(fc.constant(0), fc.jsonValue()) }),
        ),
        expires: fc.oneof(fc.constant(null), fc.double(), fc.integer(), fc.jsonValue()),
      })
      .map((entry) => JSON.stringify(entry)),
  );
