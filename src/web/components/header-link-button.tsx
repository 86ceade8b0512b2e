import { Button } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";

interface HeaderLinkButtonProps {
  to: "/history" | "/stproject";
  icon: Icon;
  children: ReactNode;
}

/** A page header's link to a related page, shaped as a quiet button. */
export function HeaderLinkButton({ to, icon: LinkGlyph, children }: HeaderLinkButtonProps) {
  return (
    <Button
      component={Link}
      to={to}
      variant="default"
      leftSection={<LinkGlyph size={16} aria-hidden />}
    >
      {children}
    </Button>
  );
}
