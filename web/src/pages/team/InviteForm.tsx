import type { WorkspaceRole } from '@shortlist/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { MutationError } from '../../components/ErrorBanner';
import { formatDateTime } from '../../components/format';
import { roleLabels, useCreateInvitation } from '../../data/workspaces';
import { Button, Card, CardTitle, Field, Options } from '../../ui';
import styles from './team.module.css';

/** How long an invitation link works: hours, and in words. */
const DURATIONS = [
  [24, '1 day'],
  [72, '3 days'],
  [24 * 7, '1 week'],
  [24 * 14, '2 weeks'],
] as const;

/** Owners make a one-use link and send it however they like; Shortlist sends no email. */
export function InviteForm({ workspaceId }: { workspaceId: string }) {
  const invite = useCreateInvitation(workspaceId);
  const [role, setRole] = useState<WorkspaceRole>('recruiter');
  const [hours, setHours] = useState(72);
  const [copied, setCopied] = useState<string | null>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const created = invite.data;
  const url = created ? window.location.origin + created.path : '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setCopied(null);
    invite.mutate({ role, expiresInHours: hours });
  };

  const copy = async () => {
    try {
      // Missing outside secure contexts (plain http on a LAN address).
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setCopied('Link copied.');
    } catch {
      linkRef.current?.select();
      setCopied('Selected: press Ctrl+C (⌘C on a Mac) to copy.');
    }
  };

  return (
    <Card aria-labelledby={`${ids}-title`}>
      <CardTitle id={`${ids}-title`}>Invite a colleague</CardTitle>
      <p className="muted">
        Create a link and send it to them. It works once. Recruiters work on jobs and candidates;
        owners can also invite and remove members.
      </p>
      <MutationError
        mutation={invite}
        title="Invitation not created"
        fallback="The invitation could not be created."
      />
      <form className="reading-add" onSubmit={submit}>
        <Field>
          <label htmlFor={`${ids}-role`}>Role</label>
          <select
            id={`${ids}-role`}
            value={role}
            onChange={(e) => setRole(e.target.value as WorkspaceRole)}
          >
            <option value="recruiter">{roleLabels.recruiter}</option>
            <option value="owner">{roleLabels.owner}</option>
          </select>
        </Field>
        <Field>
          <label htmlFor={`${ids}-hours`}>Link works for</label>
          <select
            id={`${ids}-hours`}
            value={hours}
            onChange={(e) => setHours(Number(e.target.value))}
          >
            <Options of={DURATIONS} />
          </select>
        </Field>
        <Button variant="primary" type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Creating...' : 'Create invitation link'}
        </Button>
      </form>
      {created && (
        <div className={styles.inviteLink}>
          <label htmlFor={`${ids}-link`}>Invitation link ({roleLabels[created.role]})</label>
          <div className={styles.inviteLinkRow}>
            <input
              id={`${ids}-link`}
              ref={linkRef}
              type="text"
              readOnly
              value={url}
              onFocus={(e) => e.target.select()}
            />
            <Button variant="secondary" onClick={() => void copy()}>
              Copy
            </Button>
          </div>
          <p className="muted small">Works once, until {formatDateTime(created.expiresAt)}.</p>
          <p className="small" role="status">
            {copied}
          </p>
        </div>
      )}
    </Card>
  );
}
