// First imports: put back the page's URL after an MCP sign-in, then start the catalog worker before React and the app
// modules are evaluated.
import './mcpReturn';
import './prestart';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppShell } from './components/AppShell/AppShell';
import './styles/global.css';
import { applyModeColors } from './styles/modeColors';
import { reloadOnceForIsolation } from './isolationReload';
import { registerServiceWorker } from './serviceWorkerRegistration';

reloadOnceForIsolation();
applyModeColors(document.documentElement.style);
registerServiceWorker();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppShell />
    </StrictMode>,
  );
}
