import { z } from 'zod';
import { gateKind } from './documents';

// The verdict a recruiter reads first (issue #33, item 3): how many of the job's requirements the
// candidate meets, each with its state and the resume's own line, and the gates' states. The band
// follows these counts, not the percentage: the number ranks, the verdict says what is met.

export const requirementState = z.enum(['met', 'partly', 'notFound']);
export type RequirementState = z.infer<typeof requirementState>;

/** One requirement of the job on one candidate. */
export const requirementVerdict = z.object({
  /** The requirement as the recruiter sees it ("Java", "Kubernetes or OpenShift"). */
  requirement: z.string(),
  importance: z.enum(['must', 'nice']),
  state: requirementState,
  /** The resume's line that meets it, when one does. */
  evidence: z.string().optional(),
});
export type RequirementVerdict = z.infer<typeof requirementVerdict>;

export const verdictBand = z.enum(['strong', 'partial', 'notRecommended']);
export type VerdictBand = z.infer<typeof verdictBand>;

export const VERDICT_BAND_LABEL: Record<VerdictBand, string> = {
  strong: 'Strong',
  partial: 'Partial',
  notRecommended: 'Not recommended',
};

/** A gate's short state for the verdict line ("clearance unknown"). */
export const verdictGate = z.object({
  kind: gateKind,
  /** Plain words for the gate: "clearance", "work authorization", "on-site in Austin". */
  label: z.string(),
  state: z.enum(['met', 'notMet', 'unknown']),
});
export type VerdictGate = z.infer<typeof verdictGate>;

export const verdict = z.object({
  mustMet: z.number().int().min(0),
  mustTotal: z.number().int().min(0),
  niceMet: z.number().int().min(0),
  niceTotal: z.number().int().min(0),
  gates: z.array(verdictGate),
  /**
   * strong: every must-have met, no gate failed and a score of 60 or more; partial: most
   * must-haves met (the gap is named); notRecommended: otherwise (with every must-have met, the
   * gap says the work is other than the job's).
   */
  band: verdictBand,
  /**
   * The must-haves not met: those not found by name, then those partly met with why ("Kubernetes
   * only through Docker", "Java, 2 of 6 years"). The missing skills list the same must-haves.
   */
  gap: z.array(z.string()),
  requirements: z.array(requirementVerdict),
});
export type Verdict = z.infer<typeof verdict>;

/**
 * The verdict in one line: "6 of 7 must-haves · 2 of 4 nice-to-haves · clearance unknown".
 * Met gates are left out (they are not news); failed and unknown ones are named.
 */
export function verdictLine(v: Verdict): string {
  const parts = [`${v.mustMet} of ${v.mustTotal} must-haves`];
  if (v.niceTotal > 0) parts.push(`${v.niceMet} of ${v.niceTotal} nice-to-haves`);
  for (const gate of v.gates) {
    if (gate.state === 'notMet') parts.push(`${gate.label} not met`);
    if (gate.state === 'unknown') parts.push(`${gate.label} unknown`);
  }
  return parts.join(' · ');
}

/**
 * The band's name with its gap: "Partial — missing Kubernetes", "Partial — missing Hibernate ·
 * Kafka only through RabbitMQ". The gap lists the must-haves not found by name, then those only
 * partly met with why; the first are "missing", the others say for themselves what they lack.
 */
export function verdictHeadline(v: Verdict): string {
  const label = VERDICT_BAND_LABEL[v.band];
  if (v.band === 'strong' || v.gap.length === 0) return label;
  const notFound = new Set(
    v.requirements
      .filter((r) => r.importance === 'must' && r.state === 'notFound')
      .map((r) => r.requirement),
  );
  // A verdict without its requirements listed has only names in its gap.
  const isMissing = (g: string) => v.requirements.length === 0 || notFound.has(g);
  const shown = v.gap.slice(0, 3);
  const missing = shown.filter(isMissing);
  const partly = shown.filter((g) => !isMissing(g));
  const parts = [...(missing.length ? [`missing ${missing.join(', ')}`] : []), ...partly];
  const more = v.gap.length > 3 ? ` and ${v.gap.length - 3} more` : '';
  return `${label} — ${parts.join(' · ')}${more}`;
}
