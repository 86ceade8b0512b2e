import type { Context } from "hono";
import { PROVIDER_MESSAGES } from "../../../shared/messages/provider-sign-in";
import type { AppEnv } from "../../context";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );

/**
 * The page a browser lands on when a sign-in through the provider is refused: the callback is a
 * navigation, not a call of the web app, so it answers a small page of its own in Swedish with the
 * way back to the login page (decision 244).
 */
export function providerPage(c: Context<AppEnv>, status: 400 | 403 | 429 | 503, message: string) {
  const title = PROVIDER_MESSAGES.refusedTitle;
  const html = `<!doctype html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – ST-portalen</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:3rem 1rem;color:#1a1b1e;background:#f8f9fa}main{max-width:32rem;margin:0 auto;background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:1.5rem 2rem}h1{font-size:1.5rem;margin-top:0}a{color:#1864ab}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="/login">${escapeHtml(PROVIDER_MESSAGES.backToLogin)}</a></p>
</main>
</body>
</html>`;
  return c.html(html, status);
}
