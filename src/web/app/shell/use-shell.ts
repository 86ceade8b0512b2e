import { useRouteContext } from "@tanstack/react-router";
import { isReviewerOfDoctors, type Role } from "@/shared/roles";
import { useDoctor, useDoctorSearch } from "@/web/features/doctors/api/get-doctors";
import { useSession } from "@/web/lib/session";

export interface SelectedDoctor {
  id: string;
  displayName: string;
}

/**
 * What the signed-in pages need from the shell: the user, whether any ST doctor is viewable and
 * the selected one. The selection was validated by the layout route (see router.tsx), which read
 * that doctor (or the first page of the search), so it is known at once or is undefined. The
 * whole list of doctors is never read (decision 254).
 */
export function useShell() {
  const { selectedDoctorId } = useRouteContext({ from: "/_app" });
  const { data: session } = useSession();
  const role: Role | undefined = session?.user.role;
  const reviewer = role !== undefined && isReviewerOfDoctors(role);
  const enabled = reviewer && !session?.user.mustChangePassword;
  // The empty search's first page: it says whether there is any doctor at all.
  const doctorsQuery = useDoctorSearch("", { enabled });
  const noDoctors = reviewer && doctorsQuery.isSuccess && doctorsQuery.data.doctors.length === 0;
  const chosen = useDoctor(reviewer ? selectedDoctorId : undefined, { enabled });

  let selectedDoctor: SelectedDoctor | undefined;
  if (session && role === "ST_DOCTOR") {
    selectedDoctor = { id: session.user.id, displayName: session.user.displayName };
  } else if (selectedDoctorId && chosen.data) {
    selectedDoctor = { id: chosen.data.id, displayName: chosen.data.displayName };
  }

  return { session, role, reviewer, noDoctors, doctorsQuery, selectedDoctor };
}
