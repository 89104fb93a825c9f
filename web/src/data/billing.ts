import { PRO_PLAN } from '@shortlist/contracts';
import type { BillingConfig, Subscription, Usage } from '@shortlist/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { keys } from './keys';
import { useScope } from './useScope';

export function useUsage() {
  const { scope, signedIn } = useScope();
  return useQuery<Usage>({
    queryKey: keys.usage(scope),
    queryFn: () => api.get<Usage>('/subscriptions/usage'),
    enabled: signedIn,
  });
}

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

export function useSubscription() {
  const { scope, signedIn } = useScope();
  return useQuery<Subscription>({
    queryKey: keys.subscription(scope),
    queryFn: () => api.get<Subscription>('/subscriptions/me'),
    enabled: signedIn,
  });
}

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
