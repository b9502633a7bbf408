/** 128 random bits as hex: a token that names no member and follows no count. */
export const randomTokenText = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
