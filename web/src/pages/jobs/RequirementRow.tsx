import {
  KINDS,
  MAX_WEIGHT,
  MIN_WEIGHT,
  requirementLabel,
  type Kind,
  type Requirement,
} from './reading-edits';
import { Button } from '../../ui';
import styles from './reading.module.css';

export interface RequirementRowActions {
  onKind: (kind: Kind) => void;
  onWeight: (direction: 'more' | 'less') => void;
  onUngroup: () => void;
  onRemove: () => void;
  onPick: (picked: boolean) => void;
}

/**
 * One requirement in the editor: its kind, its weight (a must-have's only: nice-to-haves and
 * knock-outs are not weighed against the others), a box to pick it for a group, and a way out.
 */
export function RequirementRow({
  requirement: r,
  picked,
  actions,
}: {
  requirement: Requirement;
  picked: boolean;
  actions: RequirementRowActions;
}) {
  const label = requirementLabel(r);
  return (
    <li>
      <input
        type="checkbox"
        aria-label={`Pick ${label} for a group`}
        checked={picked}
        onChange={(e) => actions.onPick(e.target.checked)}
      />
      <span className={styles.skill}>{label}</span>
      {r.soft && <span className="chip">Soft skill</span>}
      <select
        aria-label={`Kind of ${label}`}
        value={r.kind}
        onChange={(e) => actions.onKind(e.target.value as Kind)}
      >
        {KINDS.map((k) => (
          <option key={k.value} value={k.value}>
            {k.label}
          </option>
        ))}
      </select>
      {r.kind === 'must' && (
        <span className={styles.weight} role="group" aria-label={`Weight of ${label}`}>
          <Button
            variant="secondary"
            size="small"
            aria-label={`Less weight for ${label}`}
            disabled={r.weight <= MIN_WEIGHT}
            onClick={() => actions.onWeight('less')}
          >
            −
          </Button>
          <span className="muted">weight ×{r.weight}</span>
          <Button
            variant="secondary"
            size="small"
            aria-label={`More weight for ${label}`}
            disabled={r.weight >= MAX_WEIGHT}
            onClick={() => actions.onWeight('more')}
          >
            +
          </Button>
        </span>
      )}
      {r.skills.length > 1 && (
        <Button
          variant="link"
          size="small"
          aria-label={`Ungroup ${label}`}
          onClick={actions.onUngroup}
        >
          Ungroup
        </Button>
      )}
      <Button variant="link" size="small" aria-label={`Remove ${label}`} onClick={actions.onRemove}>
        Remove
      </Button>
    </li>
  );
}
