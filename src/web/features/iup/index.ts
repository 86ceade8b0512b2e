/** The IUP feature's public entry for other features: its card on Översikt (issue 25). */
export { IupFollowUpCard } from "./components/iup-follow-up-card";
