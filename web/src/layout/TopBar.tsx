import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext';
import { navLinks } from '../routes';
import { WorkspaceSwitcher } from './WorkspaceSwitcher';
import { Button, ButtonLink } from '../ui';

export function TopBar() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const links = navLinks(!!user);
  const onLogout = () => {
    logout();
    navigate('/');
  };
  return (
    <header className="topbar">
      <div className="topbar-inner">
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true">
            S
          </span>
          Shortlist
        </Link>
        {user && <WorkspaceSwitcher />}
        <nav aria-label="Main" className="nav">
          {links.map((l) => (
            <NavLink
              key={l.to}
              to={l.to}
              className={({ isActive }) => `nav-link${isActive ? ' active' : ''}`}
            >
              {l.label}
            </NavLink>
          ))}
        </nav>
        <div className={`topbar-user${user ? ' topbar-user-signed-in' : ''}`}>
          {user ? (
            <>
              <span className="topbar-welcome" title={user.name || user.email}>
                Welcome, {user.name || user.email}
              </span>
              <Link to="/settings" className="topbar-settings">
                Settings
              </Link>
              <Button size="small" variant="secondary" onClick={onLogout}>
                Logout
              </Button>
            </>
          ) : (
            <>
              <span className="demo-label">Demo Mode</span>
              <ButtonLink size="small" variant="primary" to="/auth">
                Sign in
              </ButtonLink>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
