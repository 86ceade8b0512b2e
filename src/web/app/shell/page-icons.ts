import {
  IconArrowsExchange,
  IconBulb,
  IconCertificate,
  IconClipboardCheck,
  IconEye,
  IconFileDescription,
  IconFlask,
  IconHistory,
  IconLayoutDashboard,
  IconListDetails,
  IconRoute,
  IconSchool,
  IconSettings,
  IconSignature,
  IconStethoscope,
  IconTarget,
  IconUser,
  IconUserStar,
  IconUsers,
  IconUsersGroup,
} from "@tabler/icons-react";
import type { ComponentType } from "react";
import type { PageId } from "@/shared/roles";

export type PageIcon = ComponentType<{
  size?: number | string;
  stroke?: number;
  "aria-hidden"?: boolean;
}>;

export const PAGE_ICONS: Record<PageId, PageIcon> = {
  dashboard: IconLayoutDashboard,
  formalities: IconFileDescription,
  goals: IconTarget,
  procedures: IconStethoscope,
  rotations: IconArrowsExchange,
  courses: IconSchool,
  sitins: IconEye,
  meetings: IconUsers,
  iup: IconRoute,
  stproject: IconFlask,
  development: IconBulb,
  certificates: IconCertificate,
  application: IconClipboardCheck,
  history: IconHistory,
  cohort: IconUsersGroup,
  "signing-rights-assessment": IconSignature,
  director: IconUserStar,
  admin: IconSettings,
  catalog: IconListDetails,
  profile: IconUser,
};
