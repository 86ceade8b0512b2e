// `npm run docs:api`: writes the route lists of docs/api.md and README.md from the routes'
// definitions (src/shared/api), between their markers. src/server/api-reference.test.ts fails
// when either file differs from what this writes.
import { readFileSync, writeFileSync } from "node:fs";
import { API_ROUTES } from "./all-routes";
import { REFERENCE_FILES, withRouteSection } from "./api-reference";

for (const file of REFERENCE_FILES) {
  const before = readFileSync(file, "utf8");
  const after = withRouteSection(file, before, API_ROUTES);
  if (after !== before) writeFileSync(file, after);
  console.log(`${file}: ${after === before ? "unchanged" : "written"}`);
}
