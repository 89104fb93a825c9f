import { ACTIVATION_ALERT, PAYMENT_FAILED_ALERT } from '@shortlist/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { track } from '../../analytics/track';
import { activateSubscription } from '../../data/billing';

/** What happens once the payment provider approves: activate, tell the user, go to work. */
export function useActivation() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onApproved = useCallback(
    async (subscriptionId: string) => {
      try {
        await activateSubscription(subscriptionId);
      } catch {
        track('subscription_error', { stage: 'activate' });
        window.alert(PAYMENT_FAILED_ALERT);
        return;
      }
      track('subscription_approved', { plan: 'pro_monthly' });
      track('conversion', { type: 'subscription', plan: 'pro_monthly' });
      await queryClient.invalidateQueries({ queryKey: ['subscription'] });
      await queryClient.invalidateQueries({ queryKey: ['usage'] });
      window.alert(ACTIVATION_ALERT);
      navigate('/dashboard?upgraded=true');
    },
    [navigate, queryClient],
  );
  const onFailed = useCallback((stage: string) => {
    track('subscription_error', { stage });
    window.alert(PAYMENT_FAILED_ALERT);
  }, []);
  return { onApproved, onFailed };
}
