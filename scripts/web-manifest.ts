/**
 * The web app manifest (/manifest.webmanifest), written by the build so its colours follow the
 * theme (src/web/app/theme.ts) (decision 217).
 */
export const WEB_MANIFEST_PATH = "/manifest.webmanifest";

export const APP_ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

export function webAppManifest(colours: { theme: string; background: string }) {
  return {
    id: "/",
    name: "ST-portalen",
    short_name: "ST-portalen",
    description:
      "Utbildning, bedömning och utveckling för ST-läkare i klinisk fysiologi och nuklearmedicin.",
    lang: "sv",
    dir: "ltr",
    // The start page sends a signed-in user on to the start page of their role (the landing
    // page's guard), offline too, and anyone else to the public start page.
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: colours.theme,
    background_color: colours.background,
    icons: APP_ICONS,
  };
}
