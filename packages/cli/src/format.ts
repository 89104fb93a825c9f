// The human-readable report of one analysis.
import { scoreBand, type Analysis, type Evidence } from '@shortlist/matcher';

const BAND_TEXT = { strong: 'strong fit', partial: 'partial fit', poor: 'poor fit' } as const;
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

export function formatReport(analysis: Analysis, heading: ReportHeading): string {
  const out: string[] = [];
  const band = BAND_TEXT[scoreBand(analysis.matchPercentage)];
  out.push(`Match: ${analysis.matchPercentage}% (${band})`);
  const job = [heading.jobTitle, heading.company].filter(Boolean).join(' at ');
  const person = [heading.candidateName, heading.headline].filter(Boolean).join(', ');
  out.push(`Job:       ${job || '(untitled job)'}`);
  out.push(`Candidate: ${person || '(unnamed candidate)'}`);
  out.push('');
  out.push(`Top skills:     ${analysis.topSkills.join(', ') || 'none evidenced'}`);
  out.push(`Missing skills: ${analysis.missingSkills.join(', ') || 'No critical skills missing!'}`);
  out.push('');
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
