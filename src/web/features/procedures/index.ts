/**
 * The procedures feature's public entry for other features: the overview picks, edits and moves
 * examinations with the same dialog and edit rule as Undersökningar. The matrix pieces both show
 * live in entities/matrix.
 */
export { useUpdateProcedure } from "./api/update-procedure";
export { ProcedureDialog } from "./components/procedure-dialog";
export { ProcedurePicker } from "./components/procedure-picker";
export { procedureDialogTarget } from "./procedure-target";
