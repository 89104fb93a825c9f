import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { MutationError } from '../components/ErrorBanner';
import { createWorkspace } from '../data/workspaces';
import { useWorkspace } from './WorkspaceContext';
import { Button, ButtonRow, Field } from '../ui';

/**
 * Names a new team workspace, switches to it and opens the Team page, where the next step is
 * inviting colleagues. Used on the Team page and in the switcher's "New workspace…" dialog.
 */
export function CreateWorkspaceForm({
  onDone,
  onCancel,
}: {
  onDone?: () => void;
  /** In a dialog: a Cancel button beside Create. */
  onCancel?: () => void;
}) {
  const workspace = useWorkspace();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const inputId = useId();
  const create = useMutation({
    mutationFn: createWorkspace,
    onSuccess: (created) => {
      workspace?.open(created);
      onDone?.();
      navigate('/team');
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim()) create.mutate(name.trim());
  };

  return (
    <form className="workspace-create" onSubmit={submit}>
      <MutationError
        mutation={create}
        title="Workspace not created"
        fallback="The workspace could not be created."
      />
      <Field>
        <label htmlFor={inputId}>Team name</label>
        <input
          id={inputId}
          type="text"
          maxLength={80}
          placeholder="e.g. Acme hiring"
          value={name}
          disabled={create.isPending}
          onChange={(e) => setName(e.target.value)}
        />
      </Field>
      <ButtonRow>
        <Button variant="primary" type="submit" disabled={create.isPending || !name.trim()}>
          {create.isPending ? 'Creating...' : 'Create workspace'}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </ButtonRow>
    </form>
  );
}
