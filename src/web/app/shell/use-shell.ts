import { useRouteContext } from "@tanstack/react-router";
import { isReviewerOfDoctors, type Role } from "@/shared/roles";
import { useDoctors } from "@/web/features/doctors/api/get-doctors";
import { useSession } from "@/web/lib/session";

export interface SelectedDoctor {
  id: string;
  displayName: string;
}

/**
 * What the signed-in pages need from the shell: the user, the viewable ST doctors and the selected
 * one. The selection was validated by the layout route (see router.tsx), so it always exists in
 * the list or is undefined.
 */
export function useShell() {
  const { selectedDoctorId } = useRouteContext({ from: "/_app" });
  const { data: session } = useSession();
  const role: Role | undefined = session?.user.role;
  const reviewer = role !== undefined && isReviewerOfDoctors(role);
  const doctorsQuery = useDoctors({ enabled: reviewer && !session?.user.mustChangePassword });
  const doctors = reviewer ? (doctorsQuery.data ?? []) : [];

  let selectedDoctor: SelectedDoctor | undefined;
  if (session && role === "ST_DOCTOR") {
    selectedDoctor = { id: session.user.id, displayName: session.user.displayName };
  } else if (selectedDoctorId) {
    selectedDoctor = doctors.find((d) => d.id === selectedDoctorId);
  }

  return { session, role, reviewer, doctors, doctorsQuery, selectedDoctor };
}
