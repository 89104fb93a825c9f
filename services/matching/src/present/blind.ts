import { createHash } from 'node:crypto';
import type {
  Analysis,
  Batch,
  BreakdownComponent,
  GateCheckRecord,
  PoolEntry,
  Verdict,
} from '@shortlist/contracts';
import { isHidden, type BlindView } from '../oversight/blind';
import { maskText, type KnownIdentity } from '../oversight/mask';

// What a recruiter sees of a hidden candidate of a blind job: a stable label instead of the name,
// no contact details, links or file name, and every quoted line (evidence, summary, outreach
// message) masked. Stored rows keep the full text, so a reveal or turning blind off shows it.

/** "Candidate #1A2B3C": the same for a candidate on every page of a job, different across jobs. */
export function blindLabel(jobId: string, candidateId: string): string {
  const hash = createHash('sha256').update(`${jobId}:${candidateId}`).digest('hex');
  return `Candidate #${hash.slice(0, 6).toUpperCase()}`;
}

const maskBreakdown = (breakdown: BreakdownComponent[], known: KnownIdentity) =>
  breakdown.map((c) => ({
    ...c,
    summary: maskText(c.summary, known),
    evidence: c.evidence.map((e) =>
      e.resumeLine === undefined ? e : { ...e, resumeLine: maskText(e.resumeLine, known) },
    ),
  }));

// The verdict and the gates quote resume lines too ("Austin, TX" may say where the person lives).
const maskVerdict = (verdict: Verdict | null | undefined, known: KnownIdentity) =>
  verdict && {
    ...verdict,
    requirements: verdict.requirements.map((r) =>
      r.evidence === undefined ? r : { ...r, evidence: maskText(r.evidence, known) },
    ),
  };

const maskGates = (gates: GateCheckRecord[], known: KnownIdentity) =>
  gates.map((g) =>
    g.resumeLine === undefined ? g : { ...g, resumeLine: maskText(g.resumeLine, known) },
  );

/** Who the analysis's candidate is, as the masking looks for them in its quoted lines. */
export function knownIdentityOf(analysis: Analysis): KnownIdentity {
  const person = analysis.candidate;
  return {
    name: person?.name || analysis.candidateName,
    email: person?.email,
    phone: person?.phone,
    location: person?.location,
    links: person?.links,
  };
}

/** The analysis as the recruiter may see it under the job's blind view. */
export function blindAnalysis(analysis: Analysis, view: BlindView): Analysis {
  if (!isHidden(view, analysis.candidateId)) return { ...analysis, blind: false };
  const person = analysis.candidate;
  const known = knownIdentityOf(analysis);
  const label = blindLabel(analysis.jobId, analysis.candidateId);
  return {
    ...analysis,
    blind: true,
    candidateName: label,
    breakdown: maskBreakdown(analysis.breakdown, known),
    ...(analysis.gates && { gates: maskGates(analysis.gates, known) }),
    verdict: maskVerdict(analysis.verdict, known) ?? null,
    generatedMessage: maskText(analysis.generatedMessage, known),
    analyzerNote: analysis.analyzerNote && maskText(analysis.analyzerNote, known),
    previousResult: analysis.previousResult && {
      ...analysis.previousResult,
      breakdown: maskBreakdown(analysis.previousResult.breakdown, known),
    },
    ...(person && {
      candidate: {
        ...person,
        name: label,
        email: null,
        phone: null,
        location: null,
        links: [],
        fileName: 'resume (hidden)',
        headline: person.headline && maskText(person.headline, known),
        experience: person.experience,
      },
    }),
  };
}

/** The shortlist with hidden candidates under their labels. */
export function blindBatch(batch: Batch, view: BlindView): Batch {
  if (!view.blind) return batch;
  const results = batch.results.map((r) =>
    isHidden(view, r.candidateId)
      ? { ...r, candidateName: blindLabel(batch.jobId, r.candidateId) }
      : r,
  );
  // Equal scores were ranked by name; ranked by label instead, their order hints at no name.
  results.sort(
    (a, b) =>
      (b.matchPercentage ?? -1) - (a.matchPercentage ?? -1) ||
      a.candidateName.localeCompare(b.candidateName),
  );
  return { ...batch, results: results.map((r, i) => ({ ...r, rank: i + 1 })) };
}

/** A pool ranking entry under the job's blind view: the label, and its quoted lines masked. */
export function blindPoolEntry(entry: PoolEntry, jobId: string, view: BlindView): PoolEntry {
  if (!isHidden(view, entry.candidateId)) return entry;
  const known: KnownIdentity = { name: entry.candidateName };
  return {
    ...entry,
    candidateName: blindLabel(jobId, entry.candidateId),
    breakdown: maskBreakdown(entry.breakdown, known),
    verdict: maskVerdict(entry.verdict, known) ?? null,
    analyzerNote: entry.analyzerNote && maskText(entry.analyzerNote, known),
  };
}
