import {
  ActionIcon,
  AppShell,
  Avatar,
  Button,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { IconLogout, IconUser } from "@tabler/icons-react";
import { Link, useLocation } from "@tanstack/react-router";
import {
  PAGE_LABELS,
  type PageId,
  ROLE_LABELS,
  type Role,
  SIDEBAR_PAGES,
  startsWithoutDoctor,
} from "@/shared/roles";
import { SHELL_MESSAGES as M } from "@/web/lib/messages/shell";
import { isDoctorPage, PAGES_WITHOUT_DOCTOR } from "../access";
import { DoctorSelector } from "./doctor-selector";
import { PAGE_ICONS } from "./page-icons";
import { useLogout } from "./use-logout";
import { useShell } from "./use-shell";

/**
 * The pages the role may see. Record pages need a selected ST doctor, so an admin who has not picked
 * one sees only the admin panel (spec: App shell and navigation) and its catalogue.
 */
export function visiblePages(allowed: readonly string[], role: Role, hasDoctor: boolean): PageId[] {
  if (startsWithoutDoctor(role) && !hasDoctor) return [...PAGES_WITHOUT_DOCTOR];
  return SIDEBAR_PAGES.filter(
    (page) => allowed.includes(page) && (hasDoctor || !isDoctorPage(page)),
  );
}

function initials(name: string) {
  const parts = name.split(/[\s@.]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts[1]?.[0] ?? "")).toUpperCase() || "?";
}

interface SidebarProps {
  iconMode: boolean;
  onExpand: () => void;
}

export function Sidebar({ iconMode, onExpand }: SidebarProps) {
  const { session, role, reviewer, selectedDoctor } = useShell();
  const { pathname } = useLocation();
  const logout = useLogout();
  if (!session || !role) return null;

  // The pages come from the server's answer (session.permissions), not from the role here.
  const pages = visiblePages(session.permissions.pages, role, Boolean(selectedDoctor));
  const user = session.user;

  return (
    <>
      {reviewer ? (
        <AppShell.Section mb="md">
          <DoctorSelector iconMode={iconMode} onExpand={onExpand} />
        </AppShell.Section>
      ) : null}

      <AppShell.Section grow component={ScrollArea} type="scroll" mx={iconMode ? 0 : "-xs"}>
        <Stack gap={2} px={iconMode ? 0 : "xs"} align={iconMode ? "center" : "stretch"}>
          {pages.map((page) => {
            const Icon = PAGE_ICONS[page];
            const label = PAGE_LABELS[page];
            const active = pathname === `/${page}`;
            if (iconMode) {
              return (
                <Tooltip key={page} label={label} position="right" withArrow>
                  <ActionIcon
                    component={Link}
                    to={`/${page}`}
                    size={44}
                    variant={active ? "light" : "subtle"}
                    color={active ? "blue" : "gray.8"}
                    aria-label={label}
                    aria-current={active ? "page" : undefined}
                  >
                    <Icon size={22} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              );
            }
            return (
              <NavLink
                key={page}
                component={Link}
                to={`/${page}`}
                label={label}
                leftSection={<Icon size={20} aria-hidden />}
                active={active}
                aria-current={active ? "page" : undefined}
                variant="light"
                style={{
                  borderRadius: "var(--mantine-radius-md)",
                  // The default light-variant text is below 4.5:1 on its tinted background.
                  "--nl-color": "var(--mantine-color-blue-9)",
                  "--nl-hover": "var(--mantine-color-blue-light)",
                }}
              />
            );
          })}
        </Stack>
      </AppShell.Section>

      <AppShell.Section pt="sm" style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}>
        <Stack gap="xs" align={iconMode ? "center" : "stretch"}>
          {iconMode ? (
            <Tooltip label={PAGE_LABELS.profile} position="right" withArrow>
              <ActionIcon
                component={Link}
                to="/profile"
                size={44}
                variant={pathname === "/profile" ? "light" : "subtle"}
                color={pathname === "/profile" ? "blue" : "gray.8"}
                aria-label={M.openProfile(user.displayName)}
                aria-current={pathname === "/profile" ? "page" : undefined}
              >
                <IconUser size={22} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : (
            <UnstyledButton
              component={Link}
              to="/profile"
              aria-current={pathname === "/profile" ? "page" : undefined}
              p="xs"
              style={{ borderRadius: "var(--mantine-radius-md)" }}
              className="user-block"
            >
              <Group gap="sm" wrap="nowrap">
                <Avatar size={36} color="blue" radius="xl" aria-hidden>
                  {initials(user.displayName)}
                </Avatar>
                <div style={{ minWidth: 0 }}>
                  <VisuallyHidden>{M.profileLinkPrefix}</VisuallyHidden>
                  <Text fz="sm" fw={600} truncate>
                    {user.displayName}
                  </Text>
                  <Text fz="xs" c="dimmed" truncate>
                    {ROLE_LABELS[role]}
                  </Text>
                </div>
              </Group>
            </UnstyledButton>
          )}
          {iconMode ? (
            <Tooltip label={M.logout} position="right" withArrow>
              <ActionIcon
                size={44}
                variant="subtle"
                color="gray.8"
                onClick={logout.run}
                loading={logout.busy}
                aria-label={M.logout}
              >
                <IconLogout size={22} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : (
            <Button
              variant="default"
              leftSection={<IconLogout size={18} aria-hidden />}
              onClick={logout.run}
              loading={logout.busy}
              fullWidth
            >
              {M.logout}
            </Button>
          )}
        </Stack>
      </AppShell.Section>
    </>
  );
}
