import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Text assets worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;

/**
 * Writes `name.br` and `name.gz` beside every text asset of a build, at the highest levels, once:
 * the server sends them as they are instead of compressing each answer again (decision 097). A
 * variant that would not be smaller is not written, so the original is sent.
 */
export function compressAssets(dir: string): { files: number; bytes: number; brotli: number } {
  let files = 0;
  let bytes = 0;
  let brotli = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (!COMPRESSIBLE.test(name) || !statSync(path).isFile()) continue;
    const content = readFileSync(path);
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gz = gzipSync(content, { level: 9 });
    if (br.length < content.length) writeFileSync(`${path}.br`, br);
    if (gz.length < content.length) writeFileSync(`${path}.gz`, gz);
    files += 1;
    bytes += content.length;
    brotli += Math.min(br.length, content.length);
  }
  return { files, bytes, brotli };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = fileURLToPath(new URL("../dist/web/assets", import.meta.url));
  const { files, bytes, brotli } = compressAssets(dir);
  console.log(
    `precompressed ${files} assets: ${(bytes / 1024).toFixed(1)} KB → ${(brotli / 1024).toFixed(1)} KB brotli`,
  );
}
