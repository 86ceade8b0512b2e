/**
 * Registers the portal's service worker (/sw.js, written by the build; decision 217). A new build's
 * worker installs beside the old one and takes over once no open page uses the old build; the
 * browser looks for a new sw.js at every page load, and this asks again when the network returns.
 */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker
    .register("/sw.js", { scope: "/" })
    .then((registration) => {
      window.addEventListener("online", () => void registration.update().catch(() => {}));
    })
    // No worker (private mode, a blocked origin): the portal works as before, only not offline.
    .catch(() => {});
}
