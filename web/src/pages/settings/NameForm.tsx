import { useState, type FormEvent } from 'react';
import { messageOf } from '../../api/client';
import { useAuth } from '../../auth/AuthContext';
import { Button, ButtonRow } from '../../ui';

/** The name the top bar greets; without one it shows the email. */
export function NameForm() {
  const { user, rename } = useAuth();
  const [name, setName] = useState(user?.name ?? '');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setNote(null);
    try {
      await rename(name.trim());
      setNote({ text: 'Name saved', error: false });
    } catch (err) {
      setNote({ text: messageOf(err, 'Failed to save the name'), error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="name-form" onSubmit={(e) => void submit(e)}>
      <label htmlFor="settings-name">Name</label>
      <ButtonRow>
        <input
          id="settings-name"
          type="text"
          maxLength={100}
          autoComplete="name"
          placeholder="Full name (optional)"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <Button loading={busy} variant="secondary" type="submit" disabled={busy}>
          Save name
        </Button>
      </ButtonRow>
      <p className={note?.error ? 'error-text' : 'muted small'} role="status">
        {note?.text}
      </p>
    </form>
  );
}
