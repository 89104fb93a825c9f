import {
  SHARE_INACTIVE_MESSAGE,
  SHARE_VERDICT_LABEL,
  shareVerdict,
  type SharedProfile,
  type SharedRequirement,
  type ShareVerdict,
} from '@shortlist/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError, messageOf } from '../../api/client';
import { Badge, Button, ButtonRow, Card, Field, LoadingScreen, Notice } from '../../ui';
import { downloadSharedPdf, fetchShared, sendFeedback } from './sharedApi';
import styles from './SharedPage.module.css';

const STATE_LABEL: Record<SharedRequirement['state'], string> = {
  met: 'Met',
  partly: 'Partly',
  notFound: 'Not found',
};

/** Keeps this page out of search engines and its address out of any referrer, while it is open. */
function usePrivatePage() {
  useEffect(() => {
    const added = [
      ['robots', 'noindex, nofollow, noarchive'],
      ['referrer', 'no-referrer'],
    ].map(([name, content]) => {
      const meta = document.createElement('meta');
      meta.name = name!;
      meta.content = content!;
      document.head.appendChild(meta);
      return meta;
    });
    return () => added.forEach((meta) => meta.remove());
  }, []);
}

/** `/share/:token`: the shortlist a recruiter shared, opened without an account (issue #32). */
export function SharedPage() {
  usePrivatePage();
  const { token = '' } = useParams();
  const [code, setCode] = useState('');
  const shared = useQuery({
    queryKey: ['shared', token, code],
    queryFn: () => fetchShared(token, code),
    retry: false,
    // Every load is recorded as a view of the link: load once, not on each focus.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  if (shared.isPending) return <LoadingScreen />;
  if (shared.isError) {
    const err = shared.error;
    if (err instanceof ApiError && err.status === 401)
      return <CodeForm message={code ? err.message : null} onCode={setCode} />;
    if (err instanceof ApiError && err.status === 404) return <Inactive />;
    return (
      <main className={styles.page}>
        <Notice tone="error" role="alert">
          {messageOf(err, 'This page could not be loaded. Please try again.')}
        </Notice>
      </main>
    );
  }
  const page = shared.data;
  return (
    <main className={styles.page}>
      <header className={styles.head}>
        <p className={styles.workspace}>{page.workspaceName}</p>
        <h1>{page.jobTitle}</h1>
        <p className="muted">
          {page.profiles.length} candidate{page.profiles.length === 1 ? '' : 's'} shared with{' '}
          {page.recipient} · open until {new Date(page.expiresAt).toLocaleDateString()}
        </p>
        <DownloadPdf token={token} code={code} />
      </header>
      {page.profiles.map((profile) => (
        <Profile key={profile.candidateId} token={token} code={code} profile={profile} />
      ))}
    </main>
  );
}

function Inactive() {
  return (
    <main className={styles.page}>
      <Card className={styles.inactive}>
        <h1>{SHARE_INACTIVE_MESSAGE}</h1>
        <p className="muted">Ask the person who sent it for a new one.</p>
      </Card>
    </main>
  );
}

function CodeForm({ message, onCode }: { message: string | null; onCode: (c: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <main className={styles.page}>
      <Card as="section" aria-label="Code">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onCode(value.trim());
          }}
        >
          <Field as="label">
            This shortlist is protected. Type the code you were given.
            <input value={value} autoComplete="off" onChange={(e) => setValue(e.target.value)} />
          </Field>
          {message && <Notice tone="error">{message}</Notice>}
          <Button type="submit" variant="primary">
            Open
          </Button>
        </form>
      </Card>
    </main>
  );
}

function DownloadPdf({ token, code }: { token: string; code: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        loading={busy}
        onClick={() => {
          setBusy(true);
          setError(null);
          downloadSharedPdf(token, code)
            .catch((err: unknown) => setError(messageOf(err, 'The PDF could not be made.')))
            .finally(() => setBusy(false));
        }}
      >
        Download PDF
      </Button>
      {error && <Notice tone="error">{error}</Notice>}
    </>
  );
}

/** One candidate's card, read and answered with the link's token and code. */
interface ProfileProps {
  token: string;
  code: string;
  profile: SharedProfile;
}

function Profile({ token, code, profile }: ProfileProps) {
  const id = `profile-${profile.candidateId}`;
  return (
    <Card as="section" aria-labelledby={id} className={styles.profile}>
      <div className={styles.profileHead}>
        <div>
          <h2 id={id}>{profile.label}</h2>
          {profile.headline && <p className="muted">{profile.headline}</p>}
        </div>
        {profile.matchPercentage !== null && <Badge>{profile.matchPercentage}% match</Badge>}
      </div>
      {profile.verdict && (
        <p className={styles.verdict}>
          <strong>{profile.verdict}</strong>
          {profile.verdictLine && <span className="muted"> · {profile.verdictLine}</span>}
        </p>
      )}
      <h3>Requirements</h3>
      <ul className={styles.requirements}>
        {profile.requirements.map((r, i) => (
          <li key={`${r.requirement}-${i}`} className={styles[r.state]}>
            <span className={styles.state}>{STATE_LABEL[r.state]}</span>
            <span>
              {r.requirement}
              {r.importance && (
                <span className="muted small">
                  {' '}
                  ({r.importance === 'must' ? 'must-have' : 'nice-to-have'})
                </span>
              )}
              {r.evidence && <q className={styles.evidence}>{r.evidence}</q>}
            </span>
          </li>
        ))}
      </ul>
      {profile.note && (
        <>
          <h3>Recruiter&apos;s note</h3>
          <p className="prewrap">{profile.note}</p>
        </>
      )}
      <Feedback token={token} code={code} profile={profile} />
    </Card>
  );
}

function Feedback({ token, code, profile }: ProfileProps) {
  const [comment, setComment] = useState(profile.feedback?.comment ?? '');
  const [answer, setAnswer] = useState(profile.feedback);
  const [busy, setBusy] = useState<ShareVerdict | null>(null);
  const [error, setError] = useState<string | null>(null);
  const give = (verdict: ShareVerdict) => {
    setBusy(verdict);
    setError(null);
    sendFeedback(token, code, profile.candidateId, { verdict, comment })
      .then(setAnswer)
      .catch((err: unknown) => setError(messageOf(err, 'Your answer was not saved.')))
      .finally(() => setBusy(null));
  };
  return (
    <div className={styles.feedback} role="group" aria-label={`Your answer on ${profile.label}`}>
      <Field as="label">
        Comment (optional)
        <textarea rows={2} value={comment} onChange={(e) => setComment(e.target.value)} />
      </Field>
      <ButtonRow>
        {shareVerdict.options.map((verdict) => (
          <Button
            key={verdict}
            variant={answer?.verdict === verdict ? 'primary' : 'secondary'}
            aria-pressed={answer?.verdict === verdict}
            loading={busy === verdict}
            onClick={() => give(verdict)}
          >
            {SHARE_VERDICT_LABEL[verdict]}
          </Button>
        ))}
      </ButtonRow>
      {answer && (
        <p className="muted small" aria-live="polite">
          Your answer: {SHARE_VERDICT_LABEL[answer.verdict]}. The recruiter sees it now.
        </p>
      )}
      {error && <Notice tone="error">{error}</Notice>}
    </div>
  );
}
