import { useId, useState, type FormEvent } from 'react';
import { useAuth } from '../../auth/AuthContext';
import { Spinner } from '../../components/Spinner';

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
  const ids = useId();
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
        <Heading className="auth-title">
          {signingUp ? 'Create your account' : 'Sign in to Shortlist'}
        </Heading>
      )}
      {onDemo && (
        <div className="auth-demo">
          <button type="button" className="btn btn-success btn-block" onClick={onDemo}>
            Try Demo (No Signup Required)
          </button>
          <p className="auth-divider">Or create an account to save your work</p>
        </div>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate={false}>
        {signingUp && (
          <div className="field">
            <label htmlFor={`${ids}-name`}>Name</label>
            <input
              id={`${ids}-name`}
              type="text"
              autoComplete="name"
              placeholder="Full name (optional)"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
        )}
        <div className="field">
          <label htmlFor={`${ids}-email`}>Email</label>
          <input
            id={`${ids}-email`}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-password`}>Password</label>
          <input
            id={`${ids}-password`}
            type="password"
            autoComplete={signingUp ? 'new-password' : 'current-password'}
            required
            minLength={6}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        {error && (
          <div className="error-box" role="alert">
            {error}
          </div>
        )}
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={busy}
          aria-busy={busy}
        >
          {busy && <Spinner size="sm" />}
          {signingUp ? 'Sign up' : 'Sign in'}
        </button>
      </form>
      <button type="button" className="btn btn-link auth-toggle" onClick={toggle}>
        {signingUp ? 'Already have an account? Sign in' : "Don't have an account? Sign up"}
      </button>
    </div>
  );
}
