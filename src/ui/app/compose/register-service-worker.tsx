/// <reference types="vite-plugin-pwa/vanillajs" />
// Registers the Workbox service worker (vite-plugin-pwa) once the first screen is idle and the session the
// page opened at start (a link, a lesson, the one reopened on reload) is open: its precache (the whole app,
// so a second visit works offline) must not compete with what the person came for. While a big link opens
// the page's thread is often idle, waiting for its workers, and the precache then took a core from the
// page's own tasks (issue 37). A new version is announced and takes over only on the person's consent
// (registerType "prompt").
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { AppUpdatePrompt } from '../update/AppUpdatePrompt';
import { AppServicesProvider, type AppServices } from '../../store/app-services';

/** How often an open tab asks whether a new version was published (a navigation asks too). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** The longest the offline copy waits for the first open: an open that never settles must not cost it. */
const FIRST_OPEN_WAIT_MS = 20_000;

function whenIdle(run: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(run, { timeout: 10_000 })
      : setTimeout(run, 2_000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

export function registerServiceWorker(services: AppServices, firstOpen: Promise<void>): void {
  if (!('serviceWorker' in navigator)) return;
  // The prompt has a root of its own, so it shows over the playground and the embed alike; it reads the
  // app's services as the app's own root does.
  const host = document.createElement('div');
  host.className = 'app-update-host';
  document.body.append(host);
  createRoot(host).render(
    <AppServicesProvider services={services}>
      <AppUpdatePrompt />
    </AppServicesProvider>,
  );
  const opened = new Promise<void>((resolve) => {
    const cap = setTimeout(resolve, FIRST_OPEN_WAIT_MS);
    const settled = () => {
      clearTimeout(cap);
      resolve();
    };
    firstOpen.then(settled, settled);
  });
  void opened.then(() => whenIdle(register));

  function register(): void {
    const updateSW = registerSW({
      immediate: true,
      onNeedRefresh: () => services.appUpdate.announce(() => updateSW(true)),
      // An active service worker has finished its install, which is the precache of the whole app: from
      // then on a visit works offline, and the status bar says so (the first time it takes 6–11 s).
      onRegisteredSW: (_url, registration) => {
        void navigator.serviceWorker.ready.then(() => services.appUpdate.markOfflineReady());
        if (registration)
          setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
      },
      // Offline or refused: the app works as before, without the offline copy.
      onRegisterError: () => undefined,
    });
  }
}
