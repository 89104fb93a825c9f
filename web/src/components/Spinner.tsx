/**
 * Without a label it is decorative (inside a busy button, whose text already says what happens);
 * with a label it is announced as a status.
 */
export function Spinner({ label, size = 'md' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  if (!label) return <span className={`spinner spinner-${size}`} aria-hidden="true" />;
  return (
    <span className="spinner-wrap" role="status">
      <span className={`spinner spinner-${size}`} aria-hidden="true" />
      <span className="spinner-label">{label}</span>
    </span>
  );
}

export function LoadingScreen() {
  return (
    <div className="loading-screen">
      <Spinner size="lg" label="Loading..." />
    </div>
  );
}
