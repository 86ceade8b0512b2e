/**
 * The environment of a server started as a child process by a test or a bench: only PATH and HOME
 * are inherited, so a developer's own DATABASE_URL, S3_* or SMTP_URL never reach it, and the
 * settings given are all it runs with.
 */
export function serverChildEnv(settings: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" };
  for (const [key, value] of Object.entries(settings)) if (value !== undefined) env[key] = value;
  return env;
}
