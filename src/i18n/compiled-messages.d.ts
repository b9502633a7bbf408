/**
 * `src/i18n/messages/<locale>.json` compiled to ICU ASTs while Vite builds, serves or tests
 * (scripts/vite/precompiled-messages.ts), so the browser never parses a message.
 */
declare module 'virtual:compiled-messages/*' {
  const messages: Record<string, import('react-intl').MessageFormatElement[]>;
  export default messages;
}
