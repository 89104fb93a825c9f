import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { track } from '../../analytics/track';
import { useAuth } from '../../auth/AuthContext';
import { DEFAULT_BILLING_CONFIG, useBillingConfig, useSubscription } from '../../data/billing';
import { Checkout } from './Checkout';
import { Badge, ButtonLink, Card, Icon, Notice } from '../../ui';
import styles from './pricing.module.css';

function Feature({ children }: { children: string }) {
  return (
    <li>
      <span className={styles.tick} aria-hidden="true">
        <Icon icon={Check} size={16} />
      </span>
      {children}
    </li>
  );
}

export function FreeCard({ dailyMatches }: { dailyMatches: number }) {
  return (
    <Card className={styles.plan} aria-labelledby="plan-free">
      <h2 id="plan-free" className={styles.name}>
        Free
      </h2>
      <p className={styles.price}>
        <span className={styles.amount}>$0</span>
        <span className="muted">/month</span>
      </p>
      <ul className={styles.features}>
        <Feature>{`${dailyMatches} analyses per day`}</Feature>
        <Feature>Basic analysis</Feature>
        <Feature>Email support</Feature>
        <Feature>Standard accuracy</Feature>
      </ul>
      <ButtonLink
        variant="secondary"
        block
        to="/dashboard"
        onClick={() => track('free_plan_selected', { location: 'pricing', page: '/pricing' })}
      >
        Get Started Free
      </ButtonLink>
    </Card>
  );
}

export function ProCard() {
  const { user } = useAuth();
  const config = useBillingConfig();
  const subscription = useSubscription();
  const price = config.data?.proPriceUsd ?? DEFAULT_BILLING_CONFIG.proPriceUsd;
  const isPro = subscription.data?.plan === 'pro';
  return (
    <Card className={`${styles.plan} ${styles.pro}`} aria-labelledby="plan-pro">
      <Badge tone="highlight" className={styles.ribbon}>
        Most Popular
      </Badge>
      <h2 id="plan-pro" className={styles.name}>
        Pro
      </h2>
      <p className={styles.price}>
        <span className={styles.amount}>${price}</span>
        <span className="muted">/month</span>
      </p>
      <ul className={styles.features}>
        <Feature>Unlimited matches</Feature>
        <Feature>Advanced candidate insights</Feature>
        <Feature>Priority support</Feature>
        <Feature>Bulk processing</Feature>
        <Feature>Analytics dashboard</Feature>
        <Feature>86% matching accuracy</Feature>
      </ul>
      {!user && (
        <ButtonLink
          variant="primary"
          block
          to="/auth?plan=pro"
          onClick={() =>
            track('signup_required_for_pro', { location: 'pricing', page: '/pricing' })
          }
        >
          Sign Up for Pro
        </ButtonLink>
      )}
      {user && isPro && (
        <Notice tone="success">
          You're on Pro. <Link to="/settings">Manage your subscription</Link>
        </Notice>
      )}
      {user && !isPro && <Checkout config={config.data} loading={config.isLoading} />}
    </Card>
  );
}
