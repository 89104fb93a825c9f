import { messageOf } from '../../api/client';
import { useJobOversight, useSetBlind } from '../../data/oversight';
import { Card, CardTitle, CheckField, ErrorText } from '../../ui';

/**
 * The job's blind-screening switch. On: the analysis pages, the shortlist, its CSV and the LLM see
 * no names, photos, contact details, addresses, birth dates, graduation years, gender or
 * nationality cues. The score does not change.
 */
export function BlindScreening({ jobId }: { jobId: string }) {
  const settings = useJobOversight(jobId);
  const setBlind = useSetBlind(jobId);
  // The switch moves at once; the server's answer confirms it.
  const blind = setBlind.isPending ? setBlind.variables : (settings.data?.blind ?? false);
  const revealed = settings.data?.revealedCandidateIds.length ?? 0;
  return (
    <Card aria-labelledby="blind-title">
      <CardTitle id="blind-title">Blind screening</CardTitle>
      <CheckField
        className="check"
        label="Hide who the candidates are while screening this job"
        checked={blind}
        disabled={settings.isLoading || setBlind.isPending}
        onChecked={(on) => setBlind.mutate(on)}
      />
      <p className="muted">
        {blind
          ? `Candidates show as "Candidate #…" with names, contact details, addresses, birth dates, graduation years, gender and nationality cues masked, also in the CSV and for the AI. Scores are unchanged. ${revealed} revealed (each reveal is in the audit trail).`
          : 'Off: candidates are shown in full. Turning it on or off is recorded in the audit trail.'}
      </p>
      <ErrorText>
        {setBlind.isError && messageOf(setBlind.error, 'The setting could not be saved.')}
      </ErrorText>
    </Card>
  );
}
