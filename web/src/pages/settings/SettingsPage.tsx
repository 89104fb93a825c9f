import { useState } from 'react';
import { messageOf } from '../../api/client';
import { useAuth } from '../../auth/AuthContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DetailRow } from '../../components/Detail';
import { formatDate } from '../../components/format';
import { useCancelSubscription, useSubscription } from '../../data/billing';
import { usePageTitle } from '../../layout/usePageTitle';
import { NameForm } from './NameForm';
import { Button, ButtonLink, Card, CardTitle, ErrorText, Spinner } from '../../ui';

export function SettingsPage() {
  usePageTitle('Settings');
  const { user } = useAuth();
  const subscription = useSubscription();
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);

  if (!user) {
    return (
      <div className="empty">
        <h1 className="empty-title">Settings</h1>
        <p className="muted">Sign in to manage your account and subscription.</p>
        <ButtonLink variant="primary" to="/auth">
          Sign in
        </ButtonLink>
      </div>
    );
  }
  const s = subscription.data;
  const isPro = s?.plan === 'pro';
  // The provider's status comes as it is (PayPal says 'ACTIVE').
  const ending = Boolean(
    s?.cancelAtPeriodEnd || (s?.endsAt && s.status?.toLowerCase() !== 'active'),
  );

  return (
    <div className="settings">
      <h1>Settings</h1>
      <Card aria-labelledby="account-title">
        <CardTitle id="account-title">Account</CardTitle>
        <NameForm />
        <dl className="details">
          <DetailRow label="Email" value={user.email} />
        </dl>
      </Card>
      <Card aria-labelledby="plan-title">
        <CardTitle id="plan-title">Subscription</CardTitle>
        {subscription.isLoading && <Spinner label="Loading subscription..." />}
        {subscription.isError && (
          <p className="error-text">
            {messageOf(subscription.error, 'Subscription could not be loaded')}
          </p>
        )}
        {s && (
          <dl className="details">
            <DetailRow label="Plan" value={isPro ? 'Pro' : 'Free'} />
            <DetailRow label="Status" value={statusLabel(s.status ?? (isPro ? 'active' : null))} />
            {isPro && !ending && (
              <DetailRow label="Renews on" value={formatDate(s.nextBillingAt)} />
            )}
            {isPro && ending && (
              <DetailRow label="Pro ends on" value={formatDate(s.endsAt ?? s.nextBillingAt)} />
            )}
          </dl>
        )}
        {s && !isPro && (
          <ButtonLink variant="primary" to="/pricing">
            Upgrade to Pro
          </ButtonLink>
        )}
        {isPro && !ending && (
          <Button variant="danger-outline" onClick={() => setConfirming(true)}>
            Cancel subscription
          </Button>
        )}
        {isPro && ending && (
          <p className="muted">
            Your subscription is cancelled. You keep Pro until the date above.
          </p>
        )}
        <ErrorText>
          {cancel.isError && messageOf(cancel.error, 'Failed to cancel the subscription')}
        </ErrorText>
      </Card>
      {confirming && (
        <ConfirmDialog
          title="Cancel your Pro subscription?"
          message="You keep Pro until the end of the current period, then return to the Free plan."
          confirmLabel="Cancel subscription"
          cancelLabel="Keep Pro"
          busy={cancel.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => cancel.mutate(undefined, { onSettled: () => setConfirming(false) })}
        />
      )}
    </div>
  );
}

/** 'ACTIVE' or 'payment_failed' as a person would write it: 'Active', 'Payment failed'. */
function statusLabel(status: string | null): string | null {
  if (!status) return null;
  const words = status.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
