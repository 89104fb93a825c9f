import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { track } from '../../analytics/track';
import { useAuth } from '../../auth/AuthContext';
import { usePageTitle } from '../../layout/usePageTitle';
import { BENEFITS, FAQ, FEATURES, HOW_IT_WORKS } from './content';
import { ButtonLink, Card, Faq, Section } from '../../ui';
import styles from './landing.module.css';

// Its own chunk: the analysis components are not needed to paint the top of the landing page.
const SampleAnalysis = lazy(() =>
  import('./SampleAnalysis').then((m) => ({ default: m.SampleAnalysis })),
);

/** The landing's two grids of cards: the steps are an ordered list, numbered; features have icons. */
const TILES = {
  steps: {
    list: 'ol',
    grid: `${styles.howGrid} plain-list`,
    tile: styles.howStep,
    mark: 'step-number',
  },
  features: {
    list: 'div',
    grid: styles.featureGrid,
    tile: styles.feature,
    mark: styles.featureIcon,
  },
} as const;

/** A grid of cards, each a mark (a step's number, a feature's icon), a title and a line. */
function Tiles({
  kind,
  items,
}: {
  kind: keyof typeof TILES;
  items: readonly { mark: ReactNode; title: string; text: string }[];
}) {
  const { list: List, grid, tile, mark } = TILES[kind];
  return (
    <List className={grid}>
      {items.map((t) => (
        <Card as={List === 'ol' ? 'li' : 'div'} className={tile} key={t.title}>
          <span className={mark} aria-hidden="true">
            {t.mark}
          </span>
          <h3>{t.title}</h3>
          <p className="muted">{t.text}</p>
        </Card>
      ))}
    </List>
  );
}

const cta = (location: string) => () => track('cta_clicked', { location, page: '/' });

export function LandingPage() {
  usePageTitle('');
  const { user } = useAuth();
  return (
    <div className={styles.page}>
      <header className={styles.landingBar}>
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true">
            S
          </span>
          Shortlist
        </Link>
        <nav aria-label="Site" className={styles.landingNav}>
          <Link to="/pricing">Pricing</Link>
          {user ? <Link to="/dashboard">Dashboard</Link> : <Link to="/auth">Sign in</Link>}
        </nav>
      </header>
      <main id="main">
        <section className={styles.hero}>
          <p className={styles.heroKicker}>AI resume matching for recruiters</p>
          <h1>Find the right candidate in seconds, not hours</h1>
          <p className={styles.heroText}>
            Upload a job description and resumes. Shortlist scores every match, shows the skills gap
            and writes your outreach message. 3 free matches a day.
          </p>
          <div className={styles.heroActions}>
            <ButtonLink
              variant="primary"
              size="large"
              stackOnPhone
              to="/dashboard"
              onClick={cta('hero_try_free')}
            >
              Try Free - No Signup Required
            </ButtonLink>
            <ButtonLink
              variant="secondary"
              size="large"
              stackOnPhone
              to="/pricing"
              onClick={cta('hero_pricing')}
            >
              View Pricing Plans
            </ButtonLink>
          </div>
          <p className={styles.socialProof}>
            <span className={styles.stars} aria-hidden="true">
              ★★★★★
            </span>{' '}
            <span>4.9/5 from 247+ users</span>
            <span className={styles.proofSep} aria-hidden="true">
              {' '}
              ·{' '}
            </span>
            <span className={styles.proofTrust}>Trusted by 1,000+ recruiters</span>
          </p>
        </section>
        <Section id="benefits-title" title="Why recruiters use Shortlist">
          <div className={styles.benefitGrid}>
            {BENEFITS.map((b) => (
              <Card as="div" className={styles.benefit} key={b.text}>
                <span className={styles.benefitValue}>{b.value}</span>
                <span className="muted">{b.text}</span>
              </Card>
            ))}
          </div>
        </Section>
        <Section id="how-title" title="How it works">
          <Tiles kind="steps" items={HOW_IT_WORKS.map((s, i) => ({ ...s, mark: i + 1 }))} />
        </Section>
        <Suspense fallback={null}>
          <SampleAnalysis />
        </Suspense>
        <Section id="features-title" title="Everything you need to screen faster">
          <Tiles kind="features" items={FEATURES.map((f) => ({ ...f, mark: f.icon }))} />
        </Section>
        <Section id="faq-title" title="Frequently asked questions">
          <Faq items={FAQ} />
        </Section>
        <section className={styles.finalCta} aria-labelledby="final-title">
          <h2 id="final-title">Ready to hire faster?</h2>
          <p>Start matching in under a minute. No signup, no credit card.</p>
          <div className={styles.heroActions}>
            <ButtonLink
              variant="inverse"
              size="large"
              stackOnPhone
              to="/dashboard"
              onClick={cta('final_try_free')}
            >
              Start Matching Free
            </ButtonLink>
            <ButtonLink
              variant="inverse-outline"
              size="large"
              stackOnPhone
              to="/pricing"
              onClick={cta('final_pricing')}
            >
              See Pricing
            </ButtonLink>
          </div>
        </section>
      </main>
      <footer className={styles.footer}>
        <p>© Shortlist · AI resume matching for recruiters</p>
      </footer>
    </div>
  );
}
