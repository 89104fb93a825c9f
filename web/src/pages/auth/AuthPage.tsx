import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { track } from '../../analytics/track';
import { useAuth } from '../../auth/AuthContext';
import { usePageTitle } from '../../layout/usePageTitle';
import { AuthForm, type AuthMode } from './AuthForm';
import { safeNextPath } from './nextPath';
import { Card, Notice } from '../../ui';
import styles from './auth.module.css';

export function AuthPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const wantsPro = params.get('plan') === 'pro';
  usePageTitle('Sign in');

  // Someone who came from 'Sign Up for Pro' continues to the payment step; a page that sent the
  // visitor here (an invitation link) is where they come back to.
  const back = safeNextPath(params.get('next'));
  const next = wantsPro ? '/pricing?plan=pro' : (back ?? '/dashboard');
  const invited = back?.startsWith('/invite/') ?? false;
  if (user) return <Navigate to={next} replace />;

  const onSuccess = (mode: AuthMode) => {
    track('conversion', { type: mode === 'signup' ? 'signup' : 'login', location: 'auth_page' });
    navigate(next);
  };
  const onDemo = () => {
    track('continue_demo', { location: 'auth_page' });
    navigate('/dashboard');
  };

  return (
    <div className={styles.page}>
      <Link to="/" className={`brand ${styles.brand}`}>
        <span className="brand-mark" aria-hidden="true">
          S
        </span>
        Shortlist
      </Link>
      <Card as="main" className={styles.panel}>
        {wantsPro && (
          <Notice tone="info">Create an account, then pick Pro to unlock unlimited matches.</Notice>
        )}
        {invited && (
          <Notice tone="info">Sign in or create an account to accept your invitation.</Notice>
        )}
        <AuthForm
          initialMode={wantsPro ? 'signup' : 'signin'}
          onSuccess={onSuccess}
          onDemo={onDemo}
        />
      </Card>
    </div>
  );
}
