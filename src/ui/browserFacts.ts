// What this browser and page offer the Python sandbox, read where the page starts: the isolation reload, the service
// worker's registration and the playground link's early sandbox decide on the same facts.

export interface BrowserFacts {
  /** WebAssembly JSPI: Python can wait for the network without a shared buffer. */
  jspi: boolean;
  /** Cross-origin isolated: the SharedArrayBuffer path is open. */
  isolated: boolean;
  serviceWorker: boolean;
  /** A service worker controls this page (a repeat visit). */
  controlled: boolean;
}

export function browserFacts(): BrowserFacts {
  const serviceWorker = 'serviceWorker' in navigator;
  return {
    jspi: typeof (WebAssembly as { Suspending?: unknown }).Suspending === 'function',
    isolated: globalThis.crossOriginIsolated === true,
    serviceWorker,
    controlled: serviceWorker && navigator.serviceWorker.controller !== null,
  };
}

/** The browser asks pages to save data (`navigator.connection.saveData`; Chromium only). */
export const saveDataAsked = (): boolean => (navigator as { connection?: { saveData?: unknown } }).connection?.saveData === true;

/** Python can wait for requests on this page now (JSPI, or isolated for the SharedArrayBuffer path). */
export function canRunPythonNow(): boolean {
  const { jspi, isolated } = browserFacts();
  return jspi || isolated;
}
