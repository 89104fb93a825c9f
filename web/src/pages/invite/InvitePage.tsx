import type { InvitationPreview } from '@shortlist/contracts';
import { useMutation } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ApiError, messageOf } from '../../api/client';
import { useAuth } from '../../auth/AuthContext';
import { MutationError } from '../../components/ErrorBanner';
import { formatDateTime } from '../../components/format';
import { acceptInvitation, roleLabels, useInvitation } from '../../data/workspaces';
import { usePageTitle } from '../../layout/usePageTitle';
import { useWorkspace } from '../../workspace/WorkspaceContext';
import { Button, ButtonLink, Spinner } from '../../ui';
import styles from './invite.module.css';

/** /invite/:token, the link an owner sends. Visitors sign in (or up) first and come back here. */
export function InvitePage() {
  usePageTitle('Invitation');
  const { token = '' } = useParams();
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (!user) return <Navigate to={`/auth?next=${encodeURIComponent(pathname)}`} replace />;
  return <Invitation token={token} />;
}

function Invitation({ token }: { token: string }) {
  const invitation = useInvitation(token);
  if (invitation.isLoading) return <Spinner size="lg" label="Loading the invitation..." />;
  if (invitation.isError) return <Unusable error={invitation.error} />;
  return invitation.data ? <Offer token={token} invitation={invitation.data} /> : null;
}

/** 410: expired or used; 404: no such link. The server's words say which. */
function Unusable({ error }: { error: unknown }) {
  const gone = error instanceof ApiError && error.status === 410;
  return (
    <div className="empty">
      <h1 className="empty-title">
        {gone ? 'This invitation cannot be used' : 'Invitation not found'}
      </h1>
      <p role="alert">
        {messageOf(error, 'This invitation link is not valid. Ask for a new one.')}
      </p>
      {gone && <p className="muted">Ask whoever invited you for a new link.</p>}
      <ButtonLink variant="primary" to="/dashboard">
        Go to your dashboard
      </ButtonLink>
    </div>
  );
}

function Offer({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const workspace = useWorkspace();
  const navigate = useNavigate();
  const accept = useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: (joined) => {
      navigate('/dashboard');
      workspace?.open(joined);
    },
  });
  const alreadyIn = workspace?.workspaces.some((w) => w.id === invitation.workspaceId);
  const openIt = () => {
    navigate('/dashboard');
    workspace?.switchTo(invitation.workspaceId);
  };

  return (
    <div className={`empty ${styles.page}`}>
      <h1 className="empty-title">Join {invitation.workspaceName}</h1>
      <p>
        {invitation.invitedBy} invited you to <strong>{invitation.workspaceName}</strong> as{' '}
        {roleLabels[invitation.role]}.
      </p>
      <MutationError
        mutation={accept}
        title="Invitation not accepted"
        fallback="The invitation could not be accepted."
      />
      {alreadyIn ? (
        <>
          <p className="muted">You are already a member.</p>
          <Button variant="primary" onClick={openIt}>
            Open {invitation.workspaceName}
          </Button>
        </>
      ) : (
        <>
          <p className="muted">
            Its members share jobs, candidates and analyses. The link works until{' '}
            {formatDateTime(invitation.expiresAt)}.
          </p>
          <Button variant="primary" disabled={accept.isPending} onClick={() => accept.mutate()}>
            {accept.isPending ? 'Joining...' : 'Accept and open'}
          </Button>
        </>
      )}
    </div>
  );
}
