import { listQuery, TOTAL_COUNT_HEADER, uploadQuery } from '@shortlist/contracts';
import {
  handle,
  notFound,
  requireWorkspace,
  type VerifyOptions,
  type WorkspaceId,
  workspaceOf,
} from '@shortlist/kit';
import { Router } from 'express';
import { createFromUpload } from '../documents/create-from-upload';
import type { DocumentTable } from '../documents/kind';
import type { DocumentStore } from '../documents/store';
import { counted, createdOrDuplicate, type IntakeDeps } from '../intake';
import { receiveOneFile, sendOriginalFile, uploadStatus } from './uploads';

/** Where a kind's routes do more than store, list, read and delete. */
export interface DocumentRouteHooks<Public> {
  /** After an upload made a new record (a job's ad is also read by the LLM, in the background). */
  created?: (ownerId: WorkspaceId, record: Public) => void;
  /** Before a record and its file are deleted; it is known to exist (a candidate's erasure). */
  erase?: (ownerId: WorkspaceId, id: string) => Promise<void>;
  /** The kind takes `?copy=true`: a fresh record from a file stored before (jobs). */
  copies?: boolean;
}

/**
 * The signed-in routes every kind of document has: upload one, list (searched, paged, total in a
 * header), read one with its profile, download the original, delete. The kind's own routes are
 * added to the router this returns.
 */
export function documentRouter<T extends DocumentTable, Public>(
  store: DocumentStore<T, Public>,
  deps: IntakeDeps,
  verify: VerifyOptions,
  hooks: DocumentRouteHooks<Public> = {},
): Router {
  const { db, config } = deps;
  const { kind } = store;
  const router = Router();
  router.use(requireWorkspace(verify));
  const missing = () => notFound(kind.label);

  router.post(
    '/',
    handle(async (req, res) => {
      const ownerId = workspaceOf(req).id;
      const copy = !!hooks.copies && uploadQuery.parse(req.query).copy === 'true';
      const { record, created } = await counted(
        deps,
        { kind: kind.kind, source: 'upload' },
        async () =>
          createFromUpload(store, deps, ownerId, await receiveOneFile(req, config), { copy }),
        createdOrDuplicate,
      );
      uploadStatus(res, created);
      if (created) hooks.created?.(ownerId, record);
      return record;
    }),
  );

  router.get(
    '/',
    handle(async (req, res) => {
      const query = listQuery.parse(req.query);
      const { rows, total } = await store.list(db, workspaceOf(req).id, query);
      res.setHeader(TOTAL_COUNT_HEADER, String(total));
      return rows.map((row) => kind.present(row));
    }),
  );

  router.get(
    '/:id',
    handle(async (req) => {
      const row = await store.findWithProfile(db, workspaceOf(req).id, String(req.params.id));
      if (!row) throw missing();
      return kind.present(row, null, row.profile);
    }),
  );

  router.get(
    '/:id/file',
    handle(async (req, res) => {
      const file = await store.findFile(db, workspaceOf(req).id, String(req.params.id));
      if (!file) throw missing();
      sendOriginalFile(res, file);
    }),
  );

  router.delete(
    '/:id',
    handle(async (req, res) => {
      const ownerId = workspaceOf(req).id;
      const id = String(req.params.id);
      if (hooks.erase) {
        if (!(await store.find(db, ownerId, id))) throw missing();
        await hooks.erase(ownerId, id);
      }
      if (!(await store.remove(db, ownerId, id))) throw missing();
      res.status(204).end();
    }),
  );

  return router;
}
