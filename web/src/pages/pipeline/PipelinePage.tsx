import type { PipelineStage } from '@shortlist/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { messageOf } from '../../api/client';
import { downloadFile } from '../../api/download';
import { usePageTitle } from '../../layout/usePageTitle';
import { MoveTopControl } from './MoveTopControl';
import { BulkActions } from '../../components/BulkActions';
import { NotesPanel } from './NotesPanel';
import { OutreachForm } from './OutreachForm';
import { PipelineBoard } from './PipelineBoard';
import { ShareShortlist } from '../../components/share/ShareShortlist';
import { PipelineTable } from './PipelineTable';
import { useMoveCandidates, usePipeline } from './usePipeline';
import { Button, ButtonLink, ButtonRow, ErrorText, Spinner } from '../../ui';
import styles from './pipeline.module.css';

type View = 'board' | 'table';

/** A job's pipeline: every candidate analysed for it, by stage, as a board or a table. */
export function PipelinePage() {
  const { id = '' } = useParams();
  const pipeline = usePipeline(id);
  const move = useMoveCandidates(id);
  const [view, setView] = useState<View>('board');
  const [open, setOpen] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [exportError, setExportError] = useState<string | null>(null);
  usePageTitle(pipeline.data ? `Pipeline: ${pipeline.data.jobTitle}` : 'Pipeline');

  if (pipeline.isLoading) return <Spinner size="lg" label="Loading pipeline..." />;
  const back = (
    <Link to={`/jobs/${encodeURIComponent(id)}`} className="back-link">
      ← Job description
    </Link>
  );
  if (!pipeline.data) {
    return (
      <div className="empty">
        {back}
        <h1 className="empty-title">No candidates on this pipeline yet</h1>
        <p className="muted">
          {pipeline.isError
            ? messageOf(pipeline.error, 'The pipeline could not be loaded.')
            : 'Every candidate analysed for this job starts here as New.'}
        </p>
        <ButtonLink variant="primary" to={`/jobs/${encodeURIComponent(id)}/screen`}>
          Screen candidates
        </ButtonLink>
      </div>
    );
  }
  const p = pipeline.data;
  const entry = p.entries.find((e) => e.candidateId === open);
  const chosen = p.entries.filter((e) => selected.has(e.candidateId)).map((e) => e.candidateId);
  const moveTo = (candidateIds: string[], stage: PipelineStage) =>
    move.mutate({ candidateIds, stage });

  return (
    <div className="pipeline">
      {back}
      <div className="page-head">
        <div>
          <h1>Pipeline</h1>
          <p className="subtitle">{p.jobTitle}</p>
        </div>
        <ButtonRow>
          <div className={styles['view-switch']} role="group" aria-label="View">
            {(['board', 'table'] as const).map((v) => (
              <Button
                key={v}
                aria-pressed={view === v}
                size="small"
                variant={view === v ? 'primary' : 'secondary'}
                onClick={() => setView(v)}
              >
                {v === 'board' ? 'Board' : 'Table'}
              </Button>
            ))}
          </div>
          <Button
            size="small"
            variant="secondary"
            onClick={() => {
              setExportError(null);
              downloadFile(
                `/analysis/jobs/${encodeURIComponent(id)}/pipeline.csv`,
                `pipeline-${id}.csv`,
              ).catch((err: unknown) => setExportError(messageOf(err, 'Download failed')));
            }}
          >
            Export CSV
          </Button>
        </ButtonRow>
      </div>
      <ErrorText>{exportError}</ErrorText>
      <ErrorText>{move.isError && messageOf(move.error, 'The move could not be saved.')}</ErrorText>
      <ShareShortlist jobId={id} candidates={p.entries} />
      <div
        className={
          entry ? `${styles['pipeline-layout']} ${styles['with-panel']}` : styles['pipeline-layout']
        }
      >
        <div>
          {view === 'board' ? (
            <>
              <MoveTopControl jobId={id} entries={p.entries} />
              <PipelineBoard
                entries={p.entries}
                onOpen={setOpen}
                onMove={moveTo}
                busy={move.isPending}
              />
            </>
          ) : (
            <>
              <div
                className={styles['pipeline-bulk']}
                role="group"
                aria-label="Selected candidates"
              >
                <p className="muted">
                  {chosen.length
                    ? `${chosen.length} selected.`
                    : 'Select candidates to move or email them together.'}
                </p>
                {/* A bulk move is a decision on many: it goes through the impact preview, as on
                    the shortlist (issue #30.12); one card still moves on its own. */}
                <BulkActions jobId={id} selected={chosen} onDone={() => setSelected(new Set())} />
                {chosen.length > 0 && (
                  <OutreachForm jobId={id} candidateIds={chosen} subject={p.jobTitle} />
                )}
              </div>
              <PipelineTable
                entries={p.entries}
                selected={selected}
                onSelect={setSelected}
                onOpen={setOpen}
              />
            </>
          )}
        </div>
        {entry && <NotesPanel entry={entry} jobTitle={p.jobTitle} onClose={() => setOpen(null)} />}
      </div>
    </div>
  );
}
