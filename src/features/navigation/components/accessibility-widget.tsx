interface AccessibilityWidgetProps {
  /** The widget's script; without one nothing is rendered and nothing is requested. */
  src: string | undefined;
}

/**
 * SPEC §2: the third-party accessibility widget, loaded from the footer. React hoists the async
 * script into the head and loads it once however often the footer mounts. Its host must also be
 * allowed by the Content-Security-Policy `script-src`.
 */
export function AccessibilityWidget({ src }: AccessibilityWidgetProps) {
  if (!src) return null;
  return <script async src={src} />;
}
