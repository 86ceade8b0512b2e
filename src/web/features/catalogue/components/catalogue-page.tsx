import { Stack, Tabs } from "@mantine/core";
import { PageHeader } from "@/web/components/page-header";
import { CATALOGUE_UI_MESSAGES as M } from "@/web/lib/messages/catalogue";
import { GoalCataloguePanel } from "./goal-catalogue-panel";
import { ProcedureCataloguePanel } from "./procedure-catalogue-panel";

/** 'Katalog': the examination catalogue and the goal texts the clinic corrects and checks. */
export function CataloguePage() {
  return (
    <Stack gap="lg">
      <PageHeader title={M.title} subtitle={M.pageIntro} />
      <Tabs defaultValue="procedures" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="procedures">{M.tabs.procedures}</Tabs.Tab>
          <Tabs.Tab value="goals">{M.tabs.goals}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="procedures" pt="md">
          <ProcedureCataloguePanel />
        </Tabs.Panel>
        <Tabs.Panel value="goals" pt="md">
          <GoalCataloguePanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
