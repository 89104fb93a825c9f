import { X } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { track } from '../../analytics/track';
import { useAuth } from '../../auth/AuthContext';
import { DEFAULT_BILLING_CONFIG, useBillingConfig } from '../../data/billing';
import { usePageTitle } from '../../layout/usePageTitle';
import { FreeCard, ProCard } from './PlanCards';
import { PricingFaq, WhyPro } from './PricingInfo';
import { Icon, IconButton, Notice } from '../../ui';
import styles from './pricing.module.css';

export function PricingPage() {
  usePageTitle('Pricing');
  const [params, setParams] = useSearchParams();
  const cancelled = params.get('cancelled') === 'true';
  const { user } = useAuth();
  // Arriving from 'Sign Up for Pro' after creating the account: point at the last step.
  const continuingToPro = Boolean(user) && params.get('plan') === 'pro';
  const config = useBillingConfig();
  const daily = config.data?.freeDailyMatches ?? DEFAULT_BILLING_CONFIG.freeDailyMatches;

  useEffect(() => {
    if (cancelled) track('subscription_cancelled', { location: 'paypal_return', page: '/pricing' });
  }, [cancelled]);

  return (
    <div className="pricing">
      <div className={styles.head}>
        <h1>Simple pricing for busy recruiters</h1>
        <p className="subtitle">Start free. Upgrade when you need unlimited matches.</p>
      </div>
      {cancelled && (
        <div className="banner banner-info" role="status">
          <div className="banner-body">
            <strong className="banner-title">Payment cancelled</strong>
            <p>No charge was made. You can upgrade whenever you're ready.</p>
          </div>
          <IconButton
            label="Dismiss"
            icon={<Icon icon={X} />}
            onClick={() => setParams({}, { replace: true })}
          />
        </div>
      )}
      {continuingToPro && (
        <Notice tone="info" role="status">
          Your account is ready. Complete your upgrade with the Pro plan below.
        </Notice>
      )}
      <div className={styles.planGrid}>
        <FreeCard dailyMatches={daily} />
        <ProCard />
      </div>
      <WhyPro />
      <PricingFaq />
    </div>
  );
}
