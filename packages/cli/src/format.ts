// The human-readable report of one analysis: the verdict first, beside the percentage (issue #33).
import { verdictLine, type VerdictBand } from '@shortlist/contracts';
import { scoreBand, type Analysis, type Evidence, type Verdict } from '@shortlist/matcher';

const BAND_TEXT = { strong: 'strong fit', partial: 'partial fit', poor: 'poor fit' } as const;
/** The band follows the verdict when there is one (what is met), else the percentage. */
const VERDICT_TEXT: Readonly<Record<VerdictBand, string>> = {
  strong: 'strong fit',
  partial: 'partial fit',
  notRecommended: 'not recommended',
};
const STATE_MARK = { met: '+', partly: '~', notFound: '-', notMet: '-', unknown: '?' } as const;
const STATE_TEXT = {
  met: 'met',
  partly: 'partly',
  notFound: 'not found',
  notMet: 'not met',
  unknown: 'unknown',
} as const;
const KIND_MARK: Readonly<Record<Evidence['kind'], string>> = {
  exact: '+',
  alias: '+',
  implied: '~',
  missing: '-',
};
const EVIDENCE_PER_COMPONENT = 3;

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 3)}...` : flat;
}

function evidenceLine(e: Evidence): string {
  const line = e.resumeLine ? `  <- "${shorten(e.resumeLine, 70)}"` : '';
  return `      ${KIND_MARK[e.kind]} ${shorten(e.requirement, 60)} (${e.kind})${line}`;
}

export interface ReportHeading {
  jobTitle?: string;
  company?: string;
  candidateName?: string;
  headline?: string;
}

/** "Match: 87% (partial fit) · 6 of 7 must-haves · clearance unknown". */
export function matchLine(analysis: Pick<Analysis, 'matchPercentage' | 'verdict'>): string {
  const { verdict } = analysis;
  const band = verdict
    ? VERDICT_TEXT[verdict.band]
    : BAND_TEXT[scoreBand(analysis.matchPercentage)];
  const line = verdict ? ` · ${verdictLine(verdict)}` : '';
  return `Match: ${analysis.matchPercentage}% (${band})${line}`;
}

/** Each requirement with its state and the resume's line, then the gates. */
function verdictLines(verdict: Verdict, analysis: Analysis): string[] {
  const out: string[] = [];
  if (verdict.gap.length > 0) out.push(`Gap: ${verdict.gap.join(', ')}`);
  out.push('Requirements:');
  for (const r of verdict.requirements) {
    const what = `${r.importance === 'must' ? 'must' : 'nice'}  ${shorten(r.requirement, 50)}`;
    const line = r.evidence ? `  <- "${shorten(r.evidence, 70)}"` : '';
    out.push(`  ${STATE_MARK[r.state]} ${what} (${STATE_TEXT[r.state]})${line}`);
  }
  if (verdict.gates.length > 0) {
    out.push('Gates:');
    for (const g of verdict.gates) {
      const check = analysis.gates?.find((c) => c.kind === g.kind && c.resumeLine);
      const line = check?.resumeLine ? `  <- "${shorten(check.resumeLine, 70)}"` : '';
      out.push(`  ${STATE_MARK[g.state]} ${g.label} (${STATE_TEXT[g.state]})${line}`);
    }
  }
  return out;
}

export function formatReport(analysis: Analysis, heading: ReportHeading): string {
  const out: string[] = [];
  out.push(matchLine(analysis));
  const job = [heading.jobTitle, heading.company].filter(Boolean).join(' at ');
  const person = [heading.candidateName, heading.headline].filter(Boolean).join(', ');
  out.push(`Job:       ${job || '(untitled job)'}`);
  out.push(`Candidate: ${person || '(unnamed candidate)'}`);
  out.push('');
  out.push(`Top skills:     ${analysis.topSkills.join(', ') || 'none evidenced'}`);
  out.push(`Missing skills: ${analysis.missingSkills.join(', ') || 'No critical skills missing!'}`);
  out.push('');
  if (analysis.verdict) out.push(...verdictLines(analysis.verdict, analysis), '');
  out.push('Breakdown (value x weight):');
  for (const c of analysis.breakdown) {
    const value = `${Math.round(c.value * 100)}%`.padStart(4);
    const weight = `${Math.round(c.weight * 100)}%`.padStart(4);
    out.push(`  ${c.label.padEnd(24)} ${value} x ${weight}  ${c.summary}`);
    for (const e of c.evidence.slice(0, EVIDENCE_PER_COMPONENT)) out.push(evidenceLine(e));
    if (c.evidence.length > EVIDENCE_PER_COMPONENT) {
      out.push(`      ... and ${c.evidence.length - EVIDENCE_PER_COMPONENT} more`);
    }
  }
  out.push('');
  out.push('Outreach message:');
  out.push('');
  out.push(...analysis.generatedMessage.split('\n').map((l) => (l ? `  ${l}` : '')));
  return out.join('\n');
}
