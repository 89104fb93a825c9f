import { auditExportQuery, decisionRequest } from '@shortlist/contracts';
import { AppError, handle, userOf } from '@shortlist/kit';
import type { Router } from 'express';
import { auditCsv, auditExport, auditFileName } from '../audit/export';
import { auditTrailOfJob } from '../audit/trail';
import { decideCandidates } from '../decisions/decisions';
import type { CoreDeps } from '../deps';

const NOTHING_TO_AUDIT = 'This job has no scores or decisions to audit yet.';

/** Human decisions and the audit trail, on the analysis router (behind its auth). */
export function addOversightRoutes(router: Router, deps: CoreDeps): void {
  router.post(
    '/decisions',
    handle((req) => decideCandidates(deps.db, userOf(req).id, decisionRequest.parse(req.body))),
  );

  router.get(
    '/audit',
    handle(async (req, res) => {
      const { jobId, format } = auditExportQuery.parse(req.query);
      const rows = await auditTrailOfJob(deps.db, userOf(req).id, jobId);
      // Events are the owner's only: another user's job answers as one never scored.
      if (!rows.length) throw new AppError('not_found', NOTHING_TO_AUDIT);
      const exported = auditExport(jobId, rows);
      res.setHeader(
        'content-disposition',
        `attachment; filename="${auditFileName(jobId, format)}"`,
      );
      if (format === 'json') return exported;
      res.setHeader('content-type', 'text/csv; charset=utf-8');
      res.send(auditCsv(exported));
    }),
  );
}
