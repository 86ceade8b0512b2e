import { CataloguePage } from "@/web/features/catalogue/components/catalogue-page";

export function CatalogRoute() {
  return <CataloguePage />;
}
