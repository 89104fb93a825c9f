import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createQueryClient } from './queryClient';
// Order matters: later files hold the media queries that adjust earlier rules.
import './styles/base.css';
import './styles/buttons.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/controls.css';
import './styles/dropzone.css';
import './styles/tables.css';
import './styles/dashboard-cards.css';
import './styles/dashboard.css';
import './styles/pages.css';
import './styles/pricing.css';
import './styles/extras.css';
import './styles/imports.css';
import './styles/landing.css';
import './styles/team.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App queryClient={createQueryClient()} />
  </StrictMode>,
);
