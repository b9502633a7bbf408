/** Sign-in got tokens from an auth provider other than the ordering one (SPEC §3): refused. */
export class ForeignProviderError extends Error {
  override readonly name = 'ForeignProviderError';
}
