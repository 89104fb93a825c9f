import { useState } from 'react';
import { messageOf } from '../../api/client';
import { useJobShares } from '../../data/shares';
import { Button, Card, CardHeader, CardTitle, Notice } from '../../ui';
import { ShareForm } from './ShareForm';
import { ShareLinkItem } from './ShareLinkItem';
import styles from './ShareShortlist.module.css';

/** A candidate the page can share: shortlist rows and board entries both are. */
export interface Shareable {
  candidateId: string;
  candidateName: string;
}

/**
 * "Share with a client" on a job's shortlist or board (issue #32): one link per recipient,
 * anonymised unless the recruiter says otherwise, and the links made so far with what each
 * recipient answered, live.
 */
export function ShareShortlist({
  jobId,
  candidates,
  selected = [],
}: {
  jobId: string;
  candidates: Shareable[];
  /** Candidates chosen on the page: the form starts with them. */
  selected?: string[];
}) {
  const [open, setOpen] = useState(false);
  const shares = useJobShares(jobId);
  const links = shares.data?.links ?? [];
  return (
    <Card aria-labelledby={`share-${jobId}`} className={styles.share}>
      <CardHeader>
        <CardTitle id={`share-${jobId}`} as="h2">
          Shared with clients
        </CardTitle>
        {!open && (
          <Button size="small" variant="primary" onClick={() => setOpen(true)}>
            Share with a client
          </Button>
        )}
      </CardHeader>
      {open && (
        <ShareForm
          jobId={jobId}
          candidates={candidates}
          selected={selected}
          onClose={() => setOpen(false)}
        />
      )}
      {shares.isError && (
        <Notice tone="error">{messageOf(shares.error, 'Links not loaded')}</Notice>
      )}
      {links.length === 0 && !open && (
        <p className="muted small">
          Nothing shared yet. A link shows the candidates you pick, anonymised by default, and
          brings back the client&apos;s answers here.
        </p>
      )}
      <ul className={styles.links}>
        {links.map((link) => (
          <ShareLinkItem key={link.id} link={link} />
        ))}
      </ul>
    </Card>
  );
}
