import { useState, type FormEvent } from 'react';
import { useAuth } from '../../auth/AuthContext';
import { Button, TextField } from '../../ui';
import styles from './auth.module.css';

export type AuthMode = 'signin' | 'signup';

interface AuthFormProps {
  initialMode?: AuthMode;
  onSuccess: (mode: AuthMode) => void;
  /** When given, the 'Try Demo' button is shown and calls it. */
  onDemo?: () => void;
  /** Heading level: the page uses h1; null inside a modal, which has its own title. */
  headingLevel?: 1 | 2 | null;
}

export function AuthForm({
  initialMode = 'signin',
  onSuccess,
  onDemo,
  headingLevel = 1,
}: AuthFormProps) {
  const { login, signup } = useAuth();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const signingUp = mode === 'signup';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (signingUp) await signup(email, password, name.trim() || undefined);
      else await login(email, password);
      onSuccess(mode);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : 'Authentication failed');
    } finally {
      setBusy(false);
    }
  };

  const toggle = () => {
    setMode(signingUp ? 'signin' : 'signup');
    setError(null);
  };

  return (
    <div className="auth-form">
      {headingLevel !== null && (
        <Heading className={styles.title}>
          {signingUp ? 'Create your account' : 'Sign in to Shortlist'}
        </Heading>
      )}
      {onDemo && (
        <div className={styles.demo}>
          <Button variant="success" block onClick={onDemo}>
            Try Demo (No Signup Required)
          </Button>
          <p className={styles.divider}>Or create an account to save your work</p>
        </div>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate={false}>
        {signingUp && (
          <TextField
            label="Name"
            type="text"
            autoComplete="name"
            placeholder="Full name (optional)"
            value={name}
            onValue={setName}
          />
        )}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onValue={setEmail}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete={signingUp ? 'new-password' : 'current-password'}
          required
          minLength={6}
          value={password}
          onValue={setPassword}
        />
        {error && (
          <div className="error-box" role="alert">
            {error}
          </div>
        )}
        <Button
          loading={busy}
          variant="primary"
          block
          type="submit"
          disabled={busy}
          aria-busy={busy}
        >
          {signingUp ? 'Sign up' : 'Sign in'}
        </Button>
      </form>
      <Button variant="link" className={styles.toggle} onClick={toggle}>
        {signingUp ? 'Already have an account? Sign in' : "Don't have an account? Sign up"}
      </Button>
    </div>
  );
}
