import {
  SHARE_DEFAULT_DAYS,
  SHARE_MAX_CANDIDATES,
  type ShareLinkCreated,
} from '@shortlist/contracts';
import { useState } from 'react';
import { useCreateShare } from '../../data/shares';
import { Button, ButtonRow, CheckField, Field, Notice } from '../../ui';
import { FailureNotice } from '../FailureNotice';
import { toggled } from '../sets';
import { useWorkspace } from '../../workspace/WorkspaceContext';
import type { Shareable } from './ShareShortlist';
import styles from './ShareShortlist.module.css';

/** One new link: who it is for, how it shows the candidates, and which ones with what note. */
export function ShareForm({
  jobId,
  candidates,
  selected,
  onClose,
}: {
  jobId: string;
  candidates: Shareable[];
  selected: string[];
  onClose: () => void;
}) {
  const workspace = useWorkspace();
  const create = useCreateShare();
  const [chosen, setChosen] = useState<Set<string>>(
    () => new Set(selected.length ? selected : candidates.map((c) => c.candidateId)),
  );
  const [recipient, setRecipient] = useState('');
  const [shownAs, setShownAs] = useState(workspace?.current?.name ?? '');
  const [days, setDays] = useState(SHARE_DEFAULT_DAYS);
  const [code, setCode] = useState('');
  const [named, setNamed] = useState(false);
  const [showScore, setShowScore] = useState(false);
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [made, setMade] = useState<ShareLinkCreated | null>(null);

  if (made) return <MadeLink link={made} onClose={onClose} />;
  return (
    <form
      className={styles.form}
      aria-label="Share candidates"
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate(
          {
            jobId,
            candidateIds: candidates.map((c) => c.candidateId).filter((id) => chosen.has(id)),
            recipient,
            workspaceName: shownAs || 'Shortlist',
            expiresInDays: days,
            code: code || undefined,
            named,
            showScore,
            notes,
          },
          { onSuccess: setMade },
        );
      }}
    >
      <div className={styles.fields}>
        <Field as="label">
          Who is it for
          <input
            required
            value={recipient}
            placeholder="Dana Reyes, Client Co"
            onChange={(e) => setRecipient(e.target.value)}
          />
        </Field>
        <Field as="label">
          Shown as
          <input required value={shownAs} onChange={(e) => setShownAs(e.target.value)} />
        </Field>
        <Field as="label">
          Days the link works
          <input
            type="number"
            min={1}
            max={90}
            value={days}
            onChange={(e) => setDays(Number(e.target.value) || SHARE_DEFAULT_DAYS)}
          />
        </Field>
        <Field as="label">
          Code (optional)
          <input
            value={code}
            minLength={4}
            maxLength={64}
            autoComplete="off"
            onChange={(e) => setCode(e.target.value)}
          />
        </Field>
      </div>
      <div className={styles.options}>
        <CheckField
          label="Show names (anonymised otherwise)"
          checked={named}
          onChecked={setNamed}
        />
        <CheckField label="Show match scores" checked={showScore} onChecked={setShowScore} />
      </div>
      <fieldset className={styles.pick}>
        <legend>
          Candidates ({chosen.size} of at most {SHARE_MAX_CANDIDATES})
        </legend>
        {candidates.map((c) => (
          <div key={c.candidateId} className={styles.pickRow}>
            <CheckField
              label={c.candidateName}
              checked={chosen.has(c.candidateId)}
              onChecked={() => setChosen((old) => toggled(old, c.candidateId))}
            />
            {chosen.has(c.candidateId) && (
              <input
                aria-label={`Note for the client on ${c.candidateName}`}
                placeholder="Your note for the client (optional)"
                value={notes[c.candidateId] ?? ''}
                onChange={(e) => setNotes({ ...notes, [c.candidateId]: e.target.value })}
              />
            )}
          </div>
        ))}
      </fieldset>
      <FailureNotice of={[create]} fallback="The link could not be made." />
      <ButtonRow>
        <Button
          type="submit"
          variant="primary"
          loading={create.isPending}
          disabled={chosen.size === 0 || chosen.size > SHARE_MAX_CANDIDATES}
        >
          Create link
        </Button>
        <Button type="button" variant="link" onClick={onClose}>
          Cancel
        </Button>
      </ButtonRow>
    </form>
  );
}

function MadeLink({ link, onClose }: { link: ShareLinkCreated; onClose: () => void }) {
  const url = `${window.location.origin}${link.path}`;
  const [copied, setCopied] = useState(false);
  return (
    <div className={styles.made}>
      <Notice tone="success">
        Link for {link.recipient} made. Copy it now: it is shown only once.
      </Notice>
      <input readOnly aria-label="Shared link" value={url} onFocus={(e) => e.target.select()} />
      <ButtonRow>
        <Button
          size="small"
          onClick={() =>
            void navigator.clipboard?.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copied' : 'Copy link'}
        </Button>
        <Button size="small" variant="link" onClick={onClose}>
          Done
        </Button>
      </ButtonRow>
    </div>
  );
}
