import type { BreakdownComponent } from '@shortlist/contracts';
import { useId, useState } from 'react';
import { Button, Card, CardHeader, CardTitle } from '../../ui';

const KIND_TEXT = {
  exact: 'found',
  alias: 'found as alias',
  implied: 'implied',
  missing: 'missing',
} as const;

const pct = (n: number) => `${Math.round(n * 100)}%`;

/**
 * How the score was made: each component's weight, value, summary and the evidence behind it.
 * Closed until asked for: it runs to 20 lines and more, and the recruiter came for the score,
 * the skills and the message, which must stay on the first screen.
 */
export function Breakdown({
  components,
  engineVersion,
}: {
  components: BreakdownComponent[];
  /** An internal tag, meaningful only next to how the score was made, never on the score. */
  engineVersion?: string | null;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (components.length === 0) return null;
  return (
    <Card aria-labelledby="breakdown-title">
      <CardHeader>
        <CardTitle id="breakdown-title">Score breakdown</CardTitle>
        <Button
          size="small"
          variant="secondary"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide details' : 'Show how the score was made'}
        </Button>
      </CardHeader>
      {!open && (
        <p className="muted small">
          {components.map((c) => `${c.label} ${pct(c.value)}`).join(' · ')}
        </p>
      )}
      {open && (
        <ul className="breakdown" id={listId}>
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
      )}
      {/* Which rules produced the number: the same documents and version score the same. */}
      {open && engineVersion && (
        <p className="muted small" data-testid="engine-version">
          Scored by engine {engineVersion}
        </p>
      )}
    </Card>
  );
}
