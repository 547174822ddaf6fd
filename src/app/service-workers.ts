/** The mock API's own worker; every other registration is a leftover from an older build. */
const mockWorkerScript = 'mockServiceWorker.js';

export async function unregisterStaleServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(
      registrations
        .filter((registration) => {
          const script = registration.active ?? registration.waiting ?? registration.installing;
          return !script?.scriptURL.endsWith(`/${mockWorkerScript}`);
        })
        .map((registration) => registration.unregister()),
    );
  } catch {
    // Service workers can be blocked (private mode, insecure origin); nothing to clean then.
  }
}
