import { forgetHeldAnswers } from "./held-answers";

// While a deliberate sign-out runs, the signed-in layout must not treat the missing session as an
// expired one (that would send the user to /login instead of the start page). The sign-out itself
// is app/shell/use-logout.ts, loaded only with the signed-in pages.
let signingOut = false;

export function isSigningOut() {
  return signingOut;
}

export function startSignOut() {
  signingOut = true;
  forgetHeldAnswers();
}

/** Call once the app has left the signed-in pages. */
export function finishSignOut() {
  signingOut = false;
}
