import { SHARE_VERDICT_LABEL, type ShareLink } from '@shortlist/contracts';
import { useRevealOnShare, useRevokeShare } from '../../data/shares';
import { Badge, Button } from '../../ui';
import { FailureNotice } from '../FailureNotice';
import styles from './ShareShortlist.module.css';

/** One link made: its state, its opens, and each candidate with the recipient's answer. */
export function ShareLinkItem({ link }: { link: ShareLink }) {
  const revoke = useRevokeShare();
  const reveal = useRevealOnShare();
  const status = link.revokedAt ? 'Revoked' : link.active ? 'Active' : 'Expired';
  return (
    <li className={styles.link} aria-label={`Link for ${link.recipient}`}>
      <div className={styles.linkHead}>
        <strong>{link.recipient}</strong> <Badge>{status}</Badge>{' '}
        <span className="muted small">
          {link.named ? 'named' : 'anonymised'} · {link.views} view{link.views === 1 ? '' : 's'} ·{' '}
          {link.downloads} PDF · until {new Date(link.expiresAt).toLocaleDateString()}
        </span>
        {link.active && (
          <Button
            size="small"
            variant="danger-link"
            loading={revoke.isPending}
            onClick={() => revoke.mutate(link.id)}
          >
            Revoke
          </Button>
        )}
      </div>
      <ul className={styles.answers}>
        {link.candidates.map((c) => (
          <li key={c.candidateId} aria-label={`Client feedback on ${c.candidateName}`}>
            <span>{c.candidateName}</span>{' '}
            {c.feedback ? (
              <>
                <Badge tone="highlight">{SHARE_VERDICT_LABEL[c.feedback.verdict]}</Badge>
                {c.feedback.comment && <q className="small">{c.feedback.comment}</q>}
              </>
            ) : (
              <span className="muted small">no answer yet</span>
            )}{' '}
            {!link.named && !c.revealed && link.active && (
              <Button
                size="small"
                variant="link"
                onClick={() => reveal.mutate({ linkId: link.id, candidateId: c.candidateId })}
              >
                Show name to {link.recipient}
              </Button>
            )}
            {c.revealed && <span className="muted small">name shown</span>}
          </li>
        ))}
      </ul>
      <FailureNotice of={[revoke, reveal]} fallback="That did not work." />
    </li>
  );
}
