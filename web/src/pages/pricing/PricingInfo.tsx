import { Card, Faq, Section } from '../../ui';
import styles from './pricing.module.css';
const WHY = [
  {
    title: 'Fast matching',
    text: 'Results in under 2 seconds, so you can screen while you talk to the hiring manager.',
  },
  {
    title: 'Scale your pipeline',
    text: 'Bulk-screen a whole applicant pool against a job and export the shortlist.',
  },
  {
    title: 'Better results',
    text: 'Advanced candidate insights and skills-gap evidence behind every score.',
  },
];

const FAQ = [
  {
    q: 'Can I cancel anytime?',
    a: 'Yes. Cancel from your account settings at any time; Pro stays active until the end of the period you paid for.',
  },
  {
    q: 'What happens if I exceed the free limit?',
    a: "You'll be asked to upgrade to Pro for more matches that day. Your account is never suspended, and the limit resets at midnight.",
  },
  {
    q: 'Is payment secure?',
    a: 'Payment is handled securely by PayPal. We never see or store your payment details.',
  },
];

export function WhyPro() {
  return (
    <Section id="why-pro" title="Why Pro?">
      <div className={styles.whyGrid}>
        {WHY.map((w) => (
          <Card as="div" key={w.title}>
            <h3>{w.title}</h3>
            <p className="muted">{w.text}</p>
          </Card>
        ))}
      </div>
    </Section>
  );
}

export function PricingFaq() {
  return (
    <Section id="pricing-faq" title="Frequently asked questions">
      <Faq items={FAQ} />
    </Section>
  );
}
