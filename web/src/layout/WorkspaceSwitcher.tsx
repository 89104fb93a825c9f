import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Modal } from '../components/Modal';
import { existsInEveryWorkspace } from '../routes';
import { CreateWorkspaceForm } from '../workspace/CreateWorkspaceForm';
import { useWorkspace } from '../workspace/WorkspaceContext';
import styles from './WorkspaceSwitcher.module.css';

const NEW = 'new-workspace';

/** The top bar's workspace menu: a native select, which phones render well at any width. */
export function WorkspaceSwitcher() {
  const workspace = useWorkspace();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [creating, setCreating] = useState(false);
  const selectId = useId();
  if (!workspace || workspace.workspaces.length === 0) return null;

  const onChange = (id: string) => {
    if (id === NEW) {
      setCreating(true);
      return;
    }
    if (!existsInEveryWorkspace(pathname)) navigate('/dashboard');
    workspace.switchTo(id);
  };

  return (
    <div className={styles.switcher}>
      <label htmlFor={selectId} className="visually-hidden">
        Workspace
      </label>
      <select
        id={selectId}
        value={workspace.currentId}
        title={workspace.current?.name}
        onChange={(e) => onChange(e.target.value)}
      >
        {workspace.workspaces.map((w) => (
          <option key={w.id} value={w.id}>
            {w.name}
          </option>
        ))}
        <option value={NEW}>New workspace…</option>
      </select>
      {creating && (
        <Modal title="New workspace" size="sm" onClose={() => setCreating(false)}>
          <p className="muted">A shared space for your team&apos;s jobs and candidates.</p>
          <CreateWorkspaceForm
            onDone={() => setCreating(false)}
            onCancel={() => setCreating(false)}
          />
        </Modal>
      )}
    </div>
  );
}
