import { Badge, ButtonLink, Card, CardTitle, Notice } from '../../ui';

/** What bulk screening does, for anyone not on Pro (the server refuses them with 403). */
export function ScreeningUpsell({ signedIn, reason }: { signedIn: boolean; reason?: string }) {
  return (
    <Card className="upsell" aria-labelledby="upsell-title">
      <Badge tone="pro">Pro</Badge>
      <CardTitle id="upsell-title">Bulk screening</CardTitle>
      {reason && <Notice tone="warning">{reason}</Notice>}
      <p>Screen every candidate against this job in one go and get a ranked shortlist.</p>
      <ul className="feature-list">
        <li>Pick some candidates or all of them</li>
        <li>Watch the shortlist fill in live as each match completes</li>
        <li>Ranked by match score, with top and missing skills</li>
        <li>Export the shortlist as CSV for your ATS or hiring manager</li>
      </ul>
      <ButtonLink variant="primary" to={signedIn ? '/pricing' : '/auth?plan=pro'}>
        {signedIn ? 'Upgrade to Pro' : 'Sign Up for Pro'}
      </ButtonLink>
    </Card>
  );
}
