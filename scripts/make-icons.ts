import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumPath } from "../playwright.config";

/**
 * The installable app's icons, drawn once from public/favicon.svg by the browser and kept in
 * public/icons (run again only when the favicon changes): 192 and 512 px, and a 512 px maskable
 * one whose symbol sits inside the middle 80 % a launcher may cut to a circle.
 */
const svg = readFileSync("public/favicon.svg", "utf8");
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
// The favicon's own blue, filling the maskable icon's whole square.
const background = /fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1] ?? "#1864ab";

const browser = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox"] });
const page = await browser.newPage();
for (const [name, size, maskable] of [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["icon-maskable-512.png", 512, true],
] as const) {
  await page.setViewportSize({ width: size, height: size });
  const inner = maskable ? Math.round(size * 0.7) : size;
  await page.setContent(
    `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? background : "transparent"}">` +
      `<img src="${dataUrl}" width="${inner}" height="${inner}"></body></html>`,
  );
  await page.screenshot({ path: `public/icons/${name}`, omitBackground: !maskable });
}
await browser.close();
