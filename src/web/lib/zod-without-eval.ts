/**
 * Zod checks once whether it may compile validators with `new Function`; under the portal's
 * content security policy (script-src 'self') that probe is reported as a violation even though
 * Zod catches it. Told up front, Zod skips the probe and validates without compiling. Imported
 * first by main.tsx, before any module that loads Zod; it does not load Zod itself, so the
 * signed-out pages stay small.
 */
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true };
