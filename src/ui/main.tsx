import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppShell } from './components/AppShell/AppShell';
import { prestartCatalogWorker } from './hooks/useCatalog';
import './styles/global.css';

prestartCatalogWorker();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppShell />
    </StrictMode>,
  );
}
