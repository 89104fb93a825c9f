import {
  parseMailbox,
  type OutreachMessage,
  type OutreachRequest,
  type PipelineChange,
} from '@shortlist/contracts';
import { presented, type Presented } from '../present/presenter';
import { AppError, notFound, type AuthUser, type WorkspaceId } from '@shortlist/kit';
import type { DocumentsClient } from '../clients/documents';
import type { MatchingDb } from '../db';
import { isHidden } from '../oversight/blind';
import { blindLabel } from '../present/blind';
import { pipelineBlindView } from '../present/pipeline-blind';
import { moveCandidates } from '../pipeline/move';
import { analysesOfJob } from '../pipeline/store';
import type { Mailer } from './mailer';
import { defaultSubject, signed, type SenderLookup } from './sender';

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
  const actorId = actor.id;
  const ids = [...new Set(request.candidateIds)];
  const rows = await analysesOfJob(deps.db, tenantId, jobId, ids);
  if (rows.length !== ids.length) throw notFound('Candidate on this pipeline');
  const records = new Map(
    (await deps.documents.getCandidates(tenantId, ids)).map((c) => [c.candidate.id, c]),
  );

  const view = await pipelineBlindView(deps.db, tenantId, jobId);
  const sender = await deps.sender(actor);
  const subject = request.subject ?? (await subjectOfJob(deps.documents, tenantId, jobId));
  const messages = new Map<string, OutreachMessage>();
  for (const row of rows) {
    // A blind job's candidate is named by their label, in errors too.
    const name = isHidden(view, row.candidateId)
      ? blindLabel(jobId, row.candidateId)
      : row.candidateName || 'This candidate';
    const record = records.get(row.candidateId);
    if (!record) throw notFound('Candidate');
    const to = record.candidate.email ?? record.profile.email;
    if (!to) {
      throw new AppError(
        'unprocessable_file',
        `${name} has no email address on their resume, so no message can be sent.`,
      );
    }
    const mailbox = parseMailbox(to);
    if (!mailbox.ok) {
      throw new AppError(
        'unprocessable_file',
        `${name}'s email on their record is unusable (${mailbox.error}), so no message can be sent.`,
      );
    }
    const body = request.body || row.generatedMessage;
    if (!body) {
      throw new AppError('unprocessable_file', 'Write the message first: it is empty.');
    }
    messages.set(row.candidateId, {
      to: mailbox.address,
      subject,
      body: signed(body, sender.name),
    });
  }

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
    ? await moveCandidates(deps.db, tenantId, actorId, jobId, [...sent.keys()], 'contacted', sent)
    : presented({ jobId, entries: [], events: [] });
  if (failure) {
    const done = sent.size
      ? ` ${sent.size} of ${messages.size} were sent and moved to Contacted.`
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
