/**
 * The IUP feature's public entry for other features: its card on Översikt and its query, whose
 * passed follow-up the overview lists under 'Att se över' (issue 25).
 */
export { useIup } from "./api/get-iup";
export { IupFollowUpCard } from "./components/iup-follow-up-card";
