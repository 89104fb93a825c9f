import {
  parseMailbox,
  pipelineStageLabels,
  type OutreachMessage,
  type OutreachRequest,
  type PipelineChange,
  type PipelineStage,
} from '@shortlist/contracts';
import { presented, type Presented } from '../present/presenter';
import { AppError, notFound, type AuthUser, type WorkspaceId } from '@shortlist/kit';
import type { DocumentsClient } from '../clients/documents';
import type { MatchingDb } from '../db';
import { isHidden } from '../oversight/blind';
import { blindLabel } from '../present/blind';
import { pipelineBlindView } from '../present/pipeline-blind';
import { moveCandidates } from '../pipeline/move';
import { analysesOfJob, type PipelineAnalysis } from '../pipeline/store';
import type { Mailer } from './mailer';
import { defaultSubject, signed, type Sender, type SenderLookup } from './sender';

export const NO_SMTP =
  'Email is not set up on this installation: an administrator sets SMTP_HOST and SMTP_FROM ' +
  '(see docs/operations.md), then messages can be sent from here.';

export interface OutreachDeps {
  db: MatchingDb;
  documents: DocumentsClient;
  mailer: Mailer | null;
  sender: SenderLookup;
}

/**
 * Emails the follow-up message to candidates of the tenant's job, from `actor` (their name on the
 * install's address, Reply-To them, signed with their name), and moves each
 * one whose message the SMTP server accepted to Contacted, keeping the message in the history.
 * A candidate whose message was not accepted stays where they were; the answer is then a 502 that
 * says so. Every address is checked before anything is sent.
 */
export async function sendOutreach(
  deps: OutreachDeps,
  tenantId: WorkspaceId,
  actor: AuthUser,
  jobId: string,
  request: OutreachRequest,
): Promise<Presented<PipelineChange>> {
  if (!deps.mailer) throw new AppError('service_unavailable', NO_SMTP);
  const recipients = await recipientsOf(deps, tenantId, jobId, request.candidateIds);
  const sender = await deps.sender(actor);
  const subject = request.subject ?? (await subjectOfJob(deps.documents, tenantId, jobId));
  const messages = new Map<string, OutreachMessage>();
  for (const r of recipients) {
    if (r.problem !== null) throw new AppError('unprocessable_file', r.problem);
    const body = request.body || r.row.generatedMessage;
    if (!body) {
      throw new AppError('unprocessable_file', 'Write the message first: it is empty.');
    }
    messages.set(r.row.candidateId, {
      to: r.to!,
      subject,
      body: signed(body, sender.name),
    });
  }
  return deliver(deps, tenantId, actor.id, jobId, messages, sender, 'contacted');
}

/** A candidate of the job a message would go to, and why it cannot, if it cannot. */
export interface Recipient {
  row: PipelineAnalysis;
  /** Their name, or their label on a blind job (in errors too). */
  name: string;
  hidden: boolean;
  /** The one parsed mailbox of their record; null when there is none that can be used. */
  to: string | null;
  problem: string | null;
}

/** The candidates of the tenant's job by id, with their address; 404 if one was not analysed. */
export async function recipientsOf(
  deps: Pick<OutreachDeps, 'db' | 'documents'>,
  tenantId: WorkspaceId,
  jobId: string,
  candidateIds: string[],
): Promise<Recipient[]> {
  const ids = [...new Set(candidateIds)];
  const rows = await analysesOfJob(deps.db, tenantId, jobId, ids);
  if (rows.length !== ids.length) throw notFound('Candidate on this pipeline');
  const records = new Map(
    (await deps.documents.getCandidates(tenantId, ids)).map((c) => [c.candidate.id, c]),
  );
  const view = await pipelineBlindView(deps.db, tenantId, jobId);
  return rows.map((row) => {
    const hidden = isHidden(view, row.candidateId);
    const name = hidden
      ? blindLabel(jobId, row.candidateId)
      : row.candidateName || 'This candidate';
    const record = records.get(row.candidateId);
    if (!record) throw notFound('Candidate');
    const address = record.candidate.email ?? record.profile.email;
    if (!address) {
      const problem = `${name} has no email address on their resume, so no message can be sent.`;
      return { row, name, hidden, to: null, problem };
    }
    const mailbox = parseMailbox(address);
    if (!mailbox.ok) {
      const problem = `${name}'s email on their record is unusable (${mailbox.error}), so no message can be sent.`;
      return { row, name, hidden, to: null, problem };
    }
    return { row, name, hidden, to: mailbox.address, problem: null };
  });
}

/**
 * Sends the messages one by one From the install's address as `sender`, then records each one the
 * SMTP server accepted in the candidate's history and moves them to `stage` (one already there
 * stays). On a refusal it stops: a 502 says how many went out, and those are recorded.
 */
export async function deliver(
  deps: OutreachDeps,
  tenantId: WorkspaceId,
  actorId: string,
  jobId: string,
  messages: Map<string, OutreachMessage>,
  sender: Sender,
  stage: PipelineStage,
): Promise<Presented<PipelineChange>> {
  if (!deps.mailer) throw new AppError('service_unavailable', NO_SMTP);
  const sent = new Map<string, OutreachMessage>();
  let failure: Error | undefined;
  for (const [candidateId, message] of messages) {
    try {
      await deps.mailer.send(message, sender);
      sent.set(candidateId, message);
    } catch (err) {
      failure = err as Error;
      break;
    }
  }
  const change = sent.size
    ? await moveCandidates(deps.db, tenantId, actorId, jobId, [...sent.keys()], stage, sent)
    : presented({ jobId, entries: [], events: [] });
  if (failure) {
    const done = sent.size
      ? ` ${sent.size} of ${messages.size} were sent and moved to ${pipelineStageLabels[stage]}.`
      : '';
    throw new AppError(
      'upstream_failed',
      `The mail server did not take the message (${failure.message}); the candidate was not moved.${done}`,
      change,
    );
  }
  return change;
}

/** Without a subject written by the recruiter: the role and the company, from the job. */
async function subjectOfJob(documents: DocumentsClient, tenantId: WorkspaceId, jobId: string) {
  const { job } = await documents.getJob(tenantId, jobId);
  return defaultSubject(job.title, job.company);
}
