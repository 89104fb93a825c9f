import { PRO_PLAN } from '@shortlist/contracts';
import type { BillingConfig, Subscription, Usage } from '@shortlist/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { keys } from './keys';
import { useScope } from './useScope';

/** An account's own billing answer: a demo visitor has none, so nothing is asked for them. */
function useAccountQuery<T>(key: (scope: string) => readonly unknown[], path: string) {
  const { scope, signedIn } = useScope();
  return useQuery<T>({ queryKey: key(scope), queryFn: () => api.get<T>(path), enabled: signedIn });
}

export const useUsage = () => useAccountQuery<Usage>(keys.usage, '/subscriptions/usage');

export const DEFAULT_BILLING_CONFIG: BillingConfig = {
  paypalClientId: null,
  paypalPlanId: null,
  testMode: false,
  freeDailyMatches: 3,
  proPriceUsd: 10,
};

export function useBillingConfig() {
  return useQuery<BillingConfig>({
    queryKey: keys.billingConfig,
    queryFn: () => api.get<BillingConfig>('/billing/config'),
  });
}

export const useSubscription = () =>
  useAccountQuery<Subscription>(keys.subscription, '/subscriptions/me');

export function activateSubscription(subscriptionId: string): Promise<unknown> {
  return api.post('/subscriptions/activate', { subscription_id: subscriptionId, plan: PRO_PLAN });
}

/** The local PayPal simulator's stand-in for the PayPal button (billing test mode only). */
export async function createTestSubscription(): Promise<string> {
  const res = await api.post<{ subscription_id: string }>('/billing/test-checkout');
  return res.subscription_id;
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Subscription>('/subscriptions/cancel'),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['subscription'] });
      void queryClient.invalidateQueries({ queryKey: ['usage'] });
    },
  });
}
