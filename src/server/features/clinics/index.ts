/** The clinics feature's public entry: clinics, memberships and who manages them (issue 27). */

export {
  clinicIdsByUser,
  countClinics,
  findClinic,
  isRegionWide,
  membershipClinicIds,
  placeInClinics,
  soleClinicId,
} from "./clinics.repo";
export { clinicsRouter } from "./clinics.routes";
