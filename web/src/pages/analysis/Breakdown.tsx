import type { BreakdownComponent } from '@shortlist/contracts';

const KIND_TEXT = {
  exact: 'found',
  alias: 'found as alias',
  implied: 'implied',
  missing: 'missing',
} as const;

const pct = (n: number) => `${Math.round(n * 100)}%`;

/** How the score was made: each component's weight, value, summary and the evidence behind it. */
export function Breakdown({ components }: { components: BreakdownComponent[] }) {
  if (components.length === 0) return null;
  return (
    <section className="card" aria-labelledby="breakdown-title">
      <h2 id="breakdown-title" className="card-title">
        Score breakdown
      </h2>
      <ul className="breakdown">
        {components.map((c) => (
          <li key={c.key} className="breakdown-item">
            <div className="breakdown-head">
              <strong>{c.label}</strong>
              <span className="muted small">weight {pct(c.weight)}</span>
              <span className="breakdown-value">{pct(c.value)}</span>
            </div>
            <div className="meter" aria-hidden="true">
              <div className="meter-fill" style={{ width: pct(c.value) }} />
            </div>
            <p>{c.summary}</p>
            {c.evidence.length > 0 && (
              <ul className="evidence">
                {c.evidence.map((e, i) => (
                  <li key={`${e.requirement}-${i}`} className={`evidence-${e.kind}`}>
                    <span className="evidence-req">{e.requirement}</span>{' '}
                    <span className="evidence-kind">({KIND_TEXT[e.kind]})</span>
                    {e.resumeLine && <q className="evidence-line">{e.resumeLine}</q>}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
