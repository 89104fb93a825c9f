import type {
  OutreachMessage,
  PipelineChange,
  RejectionDraft,
  RejectionDrafts,
  RejectionSendRequest,
} from '@shortlist/contracts';
import { AppError, type AuthUser, type WorkspaceId } from '@shortlist/kit';
import type { Presented } from '../present/presenter';
import { deliver, NO_SMTP, recipientsOf, type OutreachDeps } from './send-outreach';
import { signed } from './sender';

// Rejection emails (issue #29.2): drafted per candidate for the recruiter to read, edit and send,
// one by one or all reviewed. A draft sends nothing; only the send request does, and it goes the
// way outreach goes (From the install's address with the recruiter's name, Reply-To them).

const HIDDEN_ADDRESS = 'hidden while screening blind';

/** One draft per candidate of the tenant's job; nothing is sent or recorded. */
export async function draftRejections(
  deps: OutreachDeps,
  tenantId: WorkspaceId,
  actor: AuthUser,
  jobId: string,
  candidateIds: string[],
): Promise<RejectionDrafts> {
  const recipients = await recipientsOf(deps, tenantId, jobId, candidateIds);
  const { job } = await deps.documents.getJob(tenantId, jobId);
  const sender = await deps.sender(actor);
  const role = job.company ? `${job.title} at ${job.company}` : job.title;
  const subject = `Your application: ${role}`;
  const drafts = recipients.map((r): RejectionDraft => ({
    candidateId: r.row.candidateId,
    candidateName: r.name,
    // A blind job's recruiter sees neither the name nor the address; the mail still reaches them.
    to: r.hidden && r.to ? HIDDEN_ADDRESS : r.to,
    subject,
    body: signed(rejectionBody(r.hidden ? null : r.row.candidateName, role), sender.name),
    problem: r.problem,
  }));
  return { jobId, drafts };
}

/** A kind, plain rejection: it names the role, thanks them, and closes the application. */
export function rejectionBody(name: string | null, role: string): string {
  const first = name?.trim().split(/\s+/)[0];
  return [
    first ? `Dear ${first},` : 'Hello,',
    '',
    `Thank you for your interest in the ${role} role and for the time you took to apply.`,
    '',
    'After careful review we have decided not to move forward with your application for this ' +
      'position. This was not an easy decision, and it is not a judgement of your abilities.',
    '',
    'We will keep your details on file and may get in touch if a role that suits you opens. ' +
      'We wish you every success in your search.',
    '',
    'Kind regards,',
  ].join('\n');
}

/**
 * Sends the reviewed rejection emails as the recruiter edited them, to the address on each
 * candidate's record, and keeps each in the candidate's history; they are moved to Rejected if
 * they were not there yet. Every message is checked before one is sent.
 */
export async function sendRejections(
  deps: OutreachDeps,
  tenantId: WorkspaceId,
  actor: AuthUser,
  jobId: string,
  request: RejectionSendRequest,
): Promise<Presented<PipelineChange>> {
  if (!deps.mailer) throw new AppError('service_unavailable', NO_SMTP);
  const recipients = await recipientsOf(
    deps,
    tenantId,
    jobId,
    request.messages.map((m) => m.candidateId),
  );
  const byId = new Map(recipients.map((r) => [r.row.candidateId, r]));
  const sender = await deps.sender(actor);
  const messages = new Map<string, OutreachMessage>();
  for (const m of request.messages) {
    const r = byId.get(m.candidateId)!;
    if (r.problem !== null) throw new AppError('unprocessable_file', r.problem);
    messages.set(m.candidateId, { to: r.to!, subject: m.subject, body: m.body });
  }
  return deliver(deps, tenantId, actor.id, jobId, messages, sender, 'rejected');
}
