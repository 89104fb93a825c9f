import { Spinner } from '../../components/Spinner';

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
      <button type="button" className="btn btn-success" onClick={onRun} disabled={running}>
        {running && <Spinner size="sm" />}
        Run AI Analysis Now
      </button>
    </section>
  );
}
