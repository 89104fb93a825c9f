import { useState } from 'react';
import { Spinner } from '../../components/Spinner';
import { createTestSubscription } from '../../data/billing';

/** Billing in test mode: a subscription against the PayPal simulator, then the real approve path. */
export function TestCheckoutButton({
  onApproved,
  onFailed,
}: {
  onApproved: (id: string) => Promise<void>;
  onFailed: (stage: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const checkout = async () => {
    setBusy(true);
    try {
      const id = await createTestSubscription();
      await onApproved(id);
    } catch {
      onFailed('test_checkout');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="test-checkout">
      <p className="test-label">Test mode: no real payment is taken.</p>
      <button
        type="button"
        className="btn btn-primary btn-block"
        onClick={() => void checkout()}
        disabled={busy}
      >
        {busy && <Spinner size="sm" />}
        Test checkout (no real payment)
      </button>
    </div>
  );
}
