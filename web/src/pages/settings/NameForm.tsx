import { useState, type FormEvent } from 'react';
import { messageOf } from '../../api/client';
import { useAuth } from '../../auth/AuthContext';
import { Spinner } from '../../components/Spinner';

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
      <div className="btn-row">
        <input
          id="settings-name"
          type="text"
          maxLength={100}
          autoComplete="name"
          placeholder="Full name (optional)"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" className="btn btn-secondary" disabled={busy}>
          {busy && <Spinner size="sm" />}
          Save name
        </button>
      </div>
      <p className={note?.error ? 'error-text' : 'muted small'} role="status">
        {note?.text}
      </p>
    </form>
  );
}
