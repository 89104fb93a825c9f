import { Button } from '../../ui';

/** After uploading both kinds in this visit, offer the next step right away. */
export function ReadyBanner({ onRun, running }: { onRun: () => void; running: boolean }) {
  return (
    <section className="banner banner-success ready" aria-labelledby="ready-title">
      <div className="banner-body">
        <h2 id="ready-title" className="banner-title">
          Ready to Run Analysis
        </h2>
        <p>Your job description and resume are uploaded and selected.</p>
      </div>
      <Button loading={running} variant="success" onClick={onRun} disabled={running}>
        Run AI Analysis Now
      </Button>
    </section>
  );
}
