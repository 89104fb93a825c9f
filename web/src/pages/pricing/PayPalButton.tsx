import { useEffect, useRef, useState } from 'react';
import { track } from '../../analytics/track';
import { Spinner } from '../../ui';
import styles from './pricing.module.css';

// The slice of the PayPal JS SDK this page uses.
interface PayPalActions {
  subscription: { create: (options: Record<string, unknown>) => Promise<string> };
}
interface PayPalButtonsOptions {
  style: Record<string, string>;
  createSubscription: (data: unknown, actions: PayPalActions) => Promise<string>;
  onApprove: (data: { subscriptionID?: string | null }) => Promise<void>;
  onError: (err: unknown) => void;
  onCancel: () => void;
}
interface PayPalNamespace {
  Buttons: (options: PayPalButtonsOptions) => {
    render: (el: HTMLElement) => Promise<void>;
    close?: () => void;
  };
}
declare global {
  interface Window {
    paypal?: PayPalNamespace;
  }
}

export function paypalScriptUrl(clientId: string): string {
  return `https://www.paypal.com/sdk/js?client-id=${encodeURIComponent(clientId)}&vault=true&intent=subscription`;
}

let loading: Promise<void> | null = null;
function loadScript(clientId: string): Promise<void> {
  if (window.paypal) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = paypalScriptUrl(clientId);
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      reject(new Error('PayPal could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

interface PayPalButtonProps {
  clientId: string;
  planId: string;
  /** Recorded on the subscription (custom_id): billing refuses to activate it for another account. */
  userId?: string;
  onApproved: (subscriptionId: string) => Promise<void>;
  onFailed: (stage: string) => void;
}

export function PayPalButton({
  clientId,
  planId,
  userId,
  onApproved,
  onFailed,
}: PayPalButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    loadScript(clientId)
      .then(async () => {
        if (cancelled || !window.paypal || !container.current) return;
        container.current.innerHTML = '';
        const origin = window.location.origin;
        await window.paypal
          .Buttons({
            style: { layout: 'vertical', color: 'blue', shape: 'rect', label: 'subscribe' },
            createSubscription: (_data, actions) =>
              actions.subscription.create({
                plan_id: planId,
                ...(userId ? { custom_id: userId } : {}),
                application_context: {
                  shipping_preference: 'NO_SHIPPING',
                  return_url: `${origin}/dashboard?success=true`,
                  cancel_url: `${origin}/pricing?cancelled=true`,
                },
              }),
            onApprove: async (data) => {
              if (data.subscriptionID) await onApproved(data.subscriptionID);
              else onFailed('approve');
            },
            onError: () => onFailed('paypal'),
            // Closing the PayPal window is not an error; only note it.
            onCancel: () => track('subscription_cancelled', { location: 'paypal_button' }),
          })
          .render(container.current);
        if (!cancelled) setState('ready');
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
    };
  }, [clientId, planId, userId, onApproved, onFailed]);

  return (
    <div className="paypal">
      {state === 'loading' && <Spinner size="sm" label="Loading secure checkout..." />}
      {state === 'failed' && (
        <p className="error-text">
          The payment button could not be loaded. Please try again later.
        </p>
      )}
      <div ref={container} className={styles.paypal} data-testid="paypal-button-container" />
    </div>
  );
}
