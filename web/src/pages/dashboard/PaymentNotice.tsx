import { X } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/AuthContext';
import { useSubscription } from '../../data/billing';
import { Icon, IconButton } from '../../ui';

/** While PayPal's webhook has not reached billing yet, ask again this often. */
const CONFIRM_POLL_MS = 3000;

/**
 * After PayPal returns (?success=true) or activation (?upgraded=true). The address alone proves
 * nothing (anyone can type it): 'Welcome to Pro' only once billing says the plan is Pro; until
 * then the payment is being confirmed. Visitors see nothing.
 */
export function PaymentNotice() {
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const returned = params.get('upgraded') === 'true' || params.get('success') === 'true';
  const subscription = useSubscription();
  const isPro = subscription.data?.plan === 'pro';
  const confirming = returned && !!user && !isPro;

  useEffect(() => {
    if (!returned || !user) return;
    void queryClient.invalidateQueries({ queryKey: ['usage'] });
    void queryClient.invalidateQueries({ queryKey: ['subscription'] });
  }, [returned, user, queryClient]);

  const { refetch } = subscription;
  useEffect(() => {
    if (!confirming) return;
    const timer = setInterval(() => void refetch(), CONFIRM_POLL_MS);
    return () => clearInterval(timer);
  }, [confirming, refetch]);

  if (!returned || !user || subscription.isLoading) return null;
  const dismiss = () => {
    params.delete('upgraded');
    params.delete('success');
    setParams(params, { replace: true });
  };
  return (
    <div className={`banner ${isPro ? 'banner-success' : 'banner-info'}`} role="status">
      <div className="banner-body">
        {isPro ? (
          <>
            <strong className="banner-title">Welcome to Pro!</strong>
            <p>
              Your subscription is active: unlimited matches, bulk screening and analytics are
              unlocked.
            </p>
          </>
        ) : (
          <>
            <strong className="banner-title">Confirming your payment...</strong>
            <p>
              PayPal is confirming your subscription; this usually takes under a minute. Pro unlocks
              here as soon as it is confirmed.
            </p>
          </>
        )}
      </div>
      <IconButton label="Dismiss" icon={<Icon icon={X} />} onClick={dismiss} />
    </div>
  );
}
