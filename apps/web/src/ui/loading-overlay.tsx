/**
 * A loading overlay with its text (spec discovery §2: "Loading doctors. This may take a few seconds.",
 * "Loading."). The text is a polite status so screen readers hear it once.
 */
export function LoadingOverlay({ text }: { text: string }) {
  return (
    <div className="loading-overlay">
      <div className="loading-overlay__box" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <span>{text}</span>
      </div>
    </div>
  );
}
