import type { WorkspaceId } from '@shortlist/kit';
import type { PipelineEntry, PipelineEvent } from '@shortlist/contracts';
import type { MatchingDb } from '../db';
import { blindView, isHidden, type BlindView } from '../oversight/blind';
import { maskText } from '../oversight/mask';
import { blindLabel } from './blind';

// A blind job hides who its candidates are on the pipeline too: the board shows the label the
// shortlist shows, and a sent message's address and name are masked in the history.

export const HIDDEN_ADDRESS = 'hidden while screening blind';

export const pipelineBlindView = (db: MatchingDb, tenantId: WorkspaceId, jobId: string) =>
  blindView(db, tenantId, jobId);

export function blindEntry(entry: PipelineEntry, view: BlindView): PipelineEntry {
  return isHidden(view, entry.candidateId)
    ? {
        ...withoutDetails(entry),
        candidateName: blindLabel(entry.jobId, entry.candidateId),
      }
    : entry;
}

/** A hidden candidate's card says nothing of who they are: no headline, location or domain. */
function withoutDetails(entry: PipelineEntry): PipelineEntry {
  const { headline: _h, location: _l, emailDomain: _e, ...rest } = entry;
  return rest;
}

export function blindEvent(
  event: PipelineEvent,
  view: BlindView,
  name: string | undefined,
): PipelineEvent {
  if (!event.message || !isHidden(view, event.candidateId)) return event;
  const known = { name, email: event.message.to };
  return {
    ...event,
    message: {
      to: HIDDEN_ADDRESS,
      subject: maskText(event.message.subject, known),
      body: maskText(event.message.body, known),
    },
  };
}
