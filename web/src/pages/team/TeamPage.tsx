import type { Workspace, WorkspaceMember } from '@shortlist/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '../../api/client';
import { useAuth } from '../../auth/AuthContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorBanner } from '../../components/ErrorBanner';
import { leaveWorkspace, useMembers, useRemoveMember } from '../../data/workspaces';
import { usePageTitle } from '../../layout/usePageTitle';
import { CreateWorkspaceForm } from '../../workspace/CreateWorkspaceForm';
import { useWorkspace } from '../../workspace/WorkspaceContext';
import { InviteForm } from './InviteForm';
import { memberName, MembersTable } from './MembersTable';
import { Button, ButtonLink, Card, CardTitle, Spinner } from '../../ui';
import styles from './team.module.css';

export function TeamPage() {
  usePageTitle('Team');
  const { user } = useAuth();
  const workspace = useWorkspace();

  if (!user || !workspace) {
    return (
      <div className="empty">
        <h1 className="empty-title">Team</h1>
        <p className="muted">Sign in to share jobs and candidates with your colleagues.</p>
        <ButtonLink variant="primary" to="/auth?next=%2Fteam">
          Sign in
        </ButtonLink>
      </div>
    );
  }
  const current = workspace.current;
  if (!current) {
    return (
      <div className={styles.page}>
        <h1>Team</h1>
        {workspace.listFailed ? (
          <p className="error-text">Your workspaces could not be loaded. Try again later.</p>
        ) : (
          <Spinner label="Loading your workspaces..." />
        )}
      </div>
    );
  }
  return current.personal ? (
    <PersonalWorkspace />
  ) : (
    <TeamWorkspace workspace={current} myId={user.id} />
  );
}

function PersonalWorkspace() {
  return (
    <div className={styles.page}>
      <h1>Team</h1>
      <Card aria-labelledby="personal-title">
        <CardTitle id="personal-title">You are in your personal workspace</CardTitle>
        <p>It is private: only you see its jobs, candidates and analyses.</p>
        <p className="muted">
          To work with colleagues, create a team workspace and invite them. Your personal workspace
          stays as it is, and you can switch between them in the top bar.
        </p>
        <CreateWorkspaceForm />
      </Card>
    </div>
  );
}

type Confirming = { kind: 'remove'; member: WorkspaceMember } | { kind: 'leave' } | null;

function TeamWorkspace({ workspace, myId }: { workspace: Workspace; myId: string }) {
  const members = useMembers(workspace.id);
  const remove = useRemoveMember(workspace.id);
  const switcher = useWorkspace();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isOwner = workspace.role === 'owner';

  const onRemove = (member: WorkspaceMember) =>
    remove.mutate(member.userId, {
      onError: (err) => setError(messageOf(err, 'The member could not be removed.')),
      onSettled: () => setConfirming(null),
    });

  const onLeave = async () => {
    setLeaving(true);
    try {
      await leaveWorkspace(workspace.id, myId);
      // Away from this page first: dropping the workspace switches to personal.
      navigate('/dashboard');
      switcher?.drop(workspace.id);
    } catch (err) {
      setError(messageOf(err, 'You could not leave the workspace.'));
      setLeaving(false);
      setConfirming(null);
    }
  };

  return (
    <div className={styles.page}>
      <div className="page-head">
        <div>
          <h1>{workspace.name}</h1>
          <p className="subtitle">Everyone here shares its jobs, candidates and analyses.</p>
        </div>
      </div>
      {error && (
        <ErrorBanner
          title="Something went wrong"
          message={error}
          onDismiss={() => setError(null)}
        />
      )}
      <Card aria-labelledby="members-title">
        <CardTitle id="members-title">Members</CardTitle>
        {members.isLoading && <Spinner label="Loading members..." />}
        {members.isError && (
          <p className="error-text">{messageOf(members.error, 'Members could not be loaded.')}</p>
        )}
        {members.data && (
          <MembersTable
            members={members.data}
            myId={myId}
            onRemove={isOwner ? (member) => setConfirming({ kind: 'remove', member }) : undefined}
          />
        )}
      </Card>
      {isOwner ? (
        <InviteForm workspaceId={workspace.id} />
      ) : (
        <p className="muted">Only owners can invite colleagues.</p>
      )}
      <Card aria-labelledby="leave-title">
        <CardTitle id="leave-title">Leave workspace</CardTitle>
        <p className="muted">
          You lose access to its jobs and candidates until someone invites you again.
        </p>
        <Button variant="danger-outline" onClick={() => setConfirming({ kind: 'leave' })}>
          Leave workspace
        </Button>
      </Card>
      {confirming?.kind === 'remove' && (
        <ConfirmDialog
          title={`Remove ${memberName(confirming.member)}?`}
          message={`They lose access to ${workspace.name} at once. You can invite them again later.`}
          confirmLabel="Remove"
          busy={remove.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() => onRemove(confirming.member)}
        />
      )}
      {confirming?.kind === 'leave' && (
        <ConfirmDialog
          title={`Leave ${workspace.name}?`}
          message="Its jobs and candidates stay with the team. You can come back only with a new invitation."
          confirmLabel="Leave workspace"
          busy={leaving}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void onLeave()}
        />
      )}
    </div>
  );
}
