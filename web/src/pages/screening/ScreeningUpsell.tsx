import { Link } from 'react-router-dom';

/** What bulk screening does, for anyone not on Pro (the server refuses them with 403). */
export function ScreeningUpsell({ signedIn, reason }: { signedIn: boolean; reason?: string }) {
  return (
    <section className="card upsell" aria-labelledby="upsell-title">
      <span className="badge badge-pro">Pro</span>
      <h2 id="upsell-title" className="card-title">
        Bulk screening
      </h2>
      {reason && <p className="notice notice-warning">{reason}</p>}
      <p>Screen every candidate against this job in one go and get a ranked shortlist.</p>
      <ul className="feature-list">
        <li>Pick some candidates or all of them</li>
        <li>Watch the shortlist fill in live as each match completes</li>
        <li>Ranked by match score, with top and missing skills</li>
        <li>Export the shortlist as CSV for your ATS or hiring manager</li>
      </ul>
      <Link to={signedIn ? '/pricing' : '/auth?plan=pro'} className="btn btn-primary">
        {signedIn ? 'Upgrade to Pro' : 'Sign Up for Pro'}
      </Link>
    </section>
  );
}
