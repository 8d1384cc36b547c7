import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { AppRouter } from '@/app/router';
import { initI18n } from '@/lib/i18n';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first paint waits for the chosen language's catalog, so no screen shows raw keys. Not a
// top-level await: one in the entry stops the bundler from merging the small modules the entry
// shares with lazy pages into it, and each becomes a request of its own before the first screen.
void initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
