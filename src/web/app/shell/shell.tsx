import { ActionIcon, AppShell, Burger, Group, Text, Tooltip, VisuallyHidden } from "@mantine/core";
import { useDisclosure, useLocalStorage, useMediaQuery } from "@mantine/hooks";
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from "@tabler/icons-react";
import { Link, useLocation } from "@tanstack/react-router";
import { type ReactNode, useEffect } from "react";
import { SHELL_MESSAGES as M } from "@/web/lib/messages/shell";
import { OfflineBanner } from "./offline-banner";
import { Sidebar } from "./sidebar";

const NAVBAR_WIDTH = 280;
const NAVBAR_ICON_WIDTH = 76;
// Mantine's 'sm' breakpoint: below it the sidebar is a slide-in drawer.
const DESKTOP_QUERY = "(min-width: 48em)";

export function Shell({ children }: { children: ReactNode }) {
  const [mobileOpened, mobile] = useDisclosure(false);
  const [collapsed, setCollapsed] = useLocalStorage({
    key: "st-portalen:sidebar-collapsed",
    defaultValue: false,
  });
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const { pathname } = useLocation();
  const iconMode = Boolean(isDesktop) && collapsed;

  // The drawer closes on every page change and when the window widens to desktop.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => {
    mobile.close();
  }, [pathname]);
  useEffect(() => {
    if (isDesktop) mobile.close();
  }, [isDesktop, mobile]);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{
        width: iconMode ? NAVBAR_ICON_WIDTH : NAVBAR_WIDTH,
        breakpoint: "sm",
        collapsed: { mobile: !mobileOpened },
      }}
      padding={{ base: "md", sm: "lg" }}
    >
      <a href="#main-content" className="skip-link">
        {M.skipToContent}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Burger
            opened={mobileOpened}
            onClick={mobile.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={mobileOpened ? M.closeMenu : M.openMenu}
            aria-expanded={mobileOpened}
            aria-controls="app-navbar"
          />
          <Tooltip label={collapsed ? M.expandSidebar : M.collapseSidebar} position="right">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              visibleFrom="sm"
              onClick={() => setCollapsed((c) => !c)}
              aria-label={collapsed ? M.expandSidebar : M.collapseSidebar}
              aria-expanded={!collapsed}
              aria-controls="app-navbar"
            >
              {collapsed ? (
                <IconLayoutSidebarLeftExpand size={22} aria-hidden />
              ) : (
                <IconLayoutSidebarLeftCollapse size={22} aria-hidden />
              )}
            </ActionIcon>
          </Tooltip>
          <Text component={Link} to="/" fw={700} fz="lg" c="blue.9" td="none">
            {M.productName}
            <VisuallyHidden>{M.toStartHidden}</VisuallyHidden>
          </Text>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        id="app-navbar"
        aria-label={M.navigation}
        p={iconMode ? "xs" : "md"}
        // The closed drawer is only moved off-screen; keep its links out of the tab order.
        inert={!isDesktop && !mobileOpened}
      >
        <Sidebar iconMode={iconMode} onExpand={() => setCollapsed(false)} />
      </AppShell.Navbar>

      <AppShell.Main id="main-content" tabIndex={-1} bg="gray.0">
        <OfflineBanner />
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
