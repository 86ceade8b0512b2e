import { Box, Text } from "@mantine/core";
import { PROCEDURE_COLUMN_LABELS, PROCEDURE_LEVEL_LABELS } from "@/shared/curriculum/procedures";
import { VerificationNote } from "@/web/components/verification-note";
import { SigningRightsMark } from "@/web/entities/matrix/components/signing-rights-mark";
import { PROCEDURES_UI_MESSAGES as M } from "@/web/lib/messages/procedures";
import type { ProcedureDialogTarget } from "./procedure-edit-values";

/**
 * What the dialog says about the examination before its choices: level and column, how many
 * entries share it, whether the clinic checked it, and its signing-rights decision.
 */
export function ProcedureFacts({ target }: { target: ProcedureDialogTarget }) {
  const { procedure } = target;
  return (
    <div>
      <Text fz="sm" c="gray.7">
        {M.dialogType}
      </Text>
      <Text fz="sm">
        {M.dialogPlace(
          PROCEDURE_LEVEL_LABELS[procedure.level],
          PROCEDURE_COLUMN_LABELS[procedure.column],
        )}
      </Text>
      {target.syncCount > 1 ? (
        <Text fz="sm" c="gray.7">
          {M.syncNote(target.syncCount)}
        </Text>
      ) : null}
      <VerificationNote state={target.verificationState} kind="procedure" />
      {target.signingRights ? (
        <Box mt={6}>
          <SigningRightsMark decision={target.signingRights} size="sm" />
        </Box>
      ) : null}
    </div>
  );
}
