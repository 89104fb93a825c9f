import { auditExportQuery, decisionRequest } from '@shortlist/contracts';
import { handle, notFound, userOf } from '@shortlist/kit';
import type { Router } from 'express';
import { auditCsv, auditExport, auditFileName } from '../audit/export';
import { auditTrailOfJob } from '../audit/trail';
import { decideCandidates } from '../decisions/decisions';
import type { CoreDeps } from '../deps';

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
      // Events are the owner's only: another user's job (or one never scored) has none.
      if (!rows.length) throw notFound('Audit trail');
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
