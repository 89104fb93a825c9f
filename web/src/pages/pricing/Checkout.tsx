import type { BillingConfig } from '@shortlist/contracts';
import { useAuth } from '../../auth/AuthContext';
import { PayPalButton } from './PayPalButton';
import { TestCheckoutButton } from './TestCheckoutButton';
import { useActivation } from './useActivation';
import { Spinner } from '../../ui';

/** The payment step for a signed-in Free user: PayPal, or the simulator when billing is in test mode. */
export function Checkout({
  config,
  loading,
}: {
  config: BillingConfig | undefined;
  loading: boolean;
}) {
  const { onApproved, onFailed } = useActivation();
  const { user } = useAuth();
  if (loading) return <Spinner size="sm" label="Loading checkout..." />;
  if (config?.testMode) return <TestCheckoutButton onApproved={onApproved} onFailed={onFailed} />;
  if (!config?.paypalClientId || !config.paypalPlanId) {
    return (
      <p className="muted">Online payment is not available right now. Please try again later.</p>
    );
  }
  return (
    <PayPalButton
      clientId={config.paypalClientId}
      planId={config.paypalPlanId}
      userId={user?.id}
      onApproved={onApproved}
      onFailed={onFailed}
    />
  );
}
