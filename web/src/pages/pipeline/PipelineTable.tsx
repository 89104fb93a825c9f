import { pipelineStageLabels, type PipelineEntry } from '@shortlist/contracts';
import { Link } from 'react-router-dom';
import { relativeTime } from '../../components/format';
import { ScoreBadge } from '../../components/ScoreBadge';
import { toggled } from '../../components/sets';
import { Button } from '../../ui';
import { TableHead } from '../../components/TableHead';

/** The pipeline as rows, with a checkbox each for the bulk bar above it. */
export function PipelineTable({
  entries,
  selected,
  onSelect,
  onOpen,
}: {
  entries: PipelineEntry[];
  selected: ReadonlySet<string>;
  onSelect: (next: ReadonlySet<string>) => void;
  onOpen: (candidateId: string) => void;
}) {
  const all = entries.length > 0 && entries.every((e) => selected.has(e.candidateId));
  const toggle = (id: string) => onSelect(toggled(selected, id));
  return (
    <div className="table-wrap">
      <table className="table">
        <TableHead
          columns={[
            {
              key: 'select',
              head: (
                <input
                  type="checkbox"
                  aria-label="Select all candidates"
                  checked={all}
                  onChange={() =>
                    onSelect(all ? new Set() : new Set(entries.map((e) => e.candidateId)))
                  }
                />
              ),
            },
            'Candidate',
            'Score',
            'Stage',
            'Notes',
            'Last move',
          ]}
        />
        <tbody>
          {entries.map((e) => (
            <tr key={e.candidateId}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Select ${e.candidateName}`}
                  checked={selected.has(e.candidateId)}
                  onChange={() => toggle(e.candidateId)}
                />
              </td>
              <td>
                <Button variant="link" size="small" onClick={() => onOpen(e.candidateId)}>
                  {e.candidateName || 'Candidate'}
                </Button>{' '}
                <Link
                  className="muted small"
                  to={`/analysis/${encodeURIComponent(e.candidateId)}/${encodeURIComponent(e.jobId)}`}
                >
                  analysis
                </Link>
              </td>
              <td>{e.matchPercentage !== null ? <ScoreBadge value={e.matchPercentage} /> : '—'}</td>
              <td>{pipelineStageLabels[e.stage]}</td>
              <td>{e.notes}</td>
              <td>{e.movedAt ? relativeTime(e.movedAt) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
