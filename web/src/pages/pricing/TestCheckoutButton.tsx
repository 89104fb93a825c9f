import { useState } from 'react';
import { createTestSubscription } from '../../data/billing';
import { Button } from '../../ui';
import styles from './pricing.module.css';

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
      <p className={styles.testLabel}>Test mode: no real payment is taken.</p>
      <Button
        loading={busy}
        variant="primary"
        block
        onClick={() => void checkout()}
        disabled={busy}
      >
        Test checkout (no real payment)
      </Button>
    </div>
  );
}
