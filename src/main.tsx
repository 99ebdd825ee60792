import '@/ui/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { InvalidEnvError, loadEnv } from '@/config/env';
import { restoreCartMode, restoreSession } from '@/state';
import { AppProviders } from '@/app/AppProviders';
import { InvalidEnvScreen } from '@/app/InvalidEnvScreen';
import { App } from '@/app/App';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    loadEnv();
  } catch (error) {
    if (!(error instanceof InvalidEnvError)) throw error;
    console.error(error.message);
    root.render(
      <AppProviders>
        <InvalidEnvScreen problems={error.problems} />
      </AppProviders>,
    );
    return;
  }
  // `npm run dev:mock`: the whole shop API answered in the browser. Read from import.meta.env directly
  // so a normal build drops the mock worker (≈170 KB gzip) as dead code.
  if (import.meta.env.VITE_MSW === '1') {
    const { worker } = await import('../mocks/browser');
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  }
  restoreSession();
  restoreCartMode();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
