import "./lib/zod-without-eval";
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app/global.css";
import "./app/phone-and-print.css";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "./app/providers";
import { createAppRouter } from "./app/router";
import { installSessionExpiry } from "./app/session-expiry";
import { receiveFirstAnswers } from "./lib/held-answers";
import { createQueryClient } from "./lib/query-client";
import { sessionQueryKey } from "./lib/query-keys";
import { listenForRecordChanges } from "./lib/record-broadcast";
import { firstPageOpened, receiveSessionFromPage } from "./lib/session";

const queryClient = createQueryClient();
// The server put the session in the page (decision 121): the app starts without asking for it.
const embeddedSession = document.getElementById("st-session")?.textContent;
if (embeddedSession) {
  const carried: unknown = JSON.parse(embeddedSession);
  queryClient.setQueryData(sessionQueryKey, carried);
  if (carried) receiveSessionFromPage();
}
// And the answers of the page's first reads (decision 273).
const embeddedAnswers = document.getElementById("st-answers")?.textContent;
if (embeddedAnswers) receiveFirstAnswers(JSON.parse(embeddedAnswers));
const router = createAppRouter(queryClient);
const stopWatchingFirstPage = router.subscribe("onResolved", () => {
  firstPageOpened();
  stopWatchingFirstPage();
});
installSessionExpiry(queryClient, router);
listenForRecordChanges(queryClient);

const container = document.getElementById("root");
if (!container) throw new Error("#root saknas i index.html");

// Only the built app has a service worker (decision 217), not the dev server or the tests; loaded
// apart, after the page, so nothing of it holds up the first paint.
if (import.meta.env.PROD) {
  window.addEventListener("load", () => {
    void import("./lib/service-worker").then((worker) => worker.registerServiceWorker());
  });
}

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
