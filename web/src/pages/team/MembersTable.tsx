import type { WorkspaceMember } from '@shortlist/contracts';
import { formatDate } from '../../components/format';
import { roleLabels } from '../../data/workspaces';
import { Button } from '../../ui';
import styles from './team.module.css';
import { TableHead } from '../../components/TableHead';

interface MembersTableProps {
  members: WorkspaceMember[];
  myId: string;
  /** Given to owners: a Remove button on everyone else's row. */
  onRemove?: (member: WorkspaceMember) => void;
}

export function memberName(m: WorkspaceMember): string {
  return m.name || m.email;
}

export function MembersTable({ members, myId, onRemove }: MembersTableProps) {
  return (
    <div className="table-wrap">
      <table className="table" aria-label="Members">
        <TableHead
          columns={[
            'Name',
            'Role',
            'Joined',
            ...(onRemove
              ? [{ key: 'actions', head: <span className="visually-hidden">Actions</span> }]
              : []),
          ]}
        />
        <tbody>
          {members.map((m) => (
            <tr key={m.userId}>
              <td data-label="Name">
                <div className={styles.member}>
                  <strong>
                    {memberName(m)}
                    {m.userId === myId && <span className="muted"> (you)</span>}
                  </strong>
                  {m.name && <span className="muted small">{m.email}</span>}
                </div>
              </td>
              <td data-label="Role">{roleLabels[m.role]}</td>
              <td data-label="Joined">{formatDate(m.joinedAt)}</td>
              {onRemove && (
                <td data-label="">
                  {m.userId !== myId && (
                    <Button
                      size="small"
                      variant="danger-outline"
                      aria-label={`Remove ${memberName(m)}`}
                      onClick={() => onRemove(m)}
                    >
                      Remove
                    </Button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
