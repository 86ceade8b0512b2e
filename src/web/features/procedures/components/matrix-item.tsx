import { Box, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import type { ProcedureDefinition } from "@/shared/curriculum/procedures";
import { ACTIVITY_STATUS_LABELS, type ActivityStatus } from "@/shared/rules/activity-status";
import { REQUIREMENT_STATE_LABELS, type RequirementState } from "@/shared/rules/matrix";
import type { TSigningRightsDecision } from "@/shared/schemas/doctor-record";
import {
  REQUIREMENT_MARKERS,
  statusBoxStyle,
} from "@/web/entities/matrix/components/matrix-styles";
import { SigningRightsMark } from "@/web/entities/matrix/components/signing-rights-mark";
import { PROCEDURES_UI_MESSAGES as M } from "@/web/lib/messages/procedures";

interface MatrixItemProps {
  procedure: Pick<ProcedureDefinition, "id" | "name">;
  status: ActivityStatus;
  requirement: RequirementState;
  /** The signing-rights decision on the examination, when one is made (decision 136). */
  signingRights?: TSigningRightsDecision | undefined;
  /** Absent when the user may not edit: the item is then shown, not offered as a button. */
  onOpen?: (procedureId: string) => void;
}

/**
 * One examination in a matrix cell: name, status colour, requirement marker and, once decided,
 * the signing-rights decision under the name.
 */
export function MatrixItem({
  procedure,
  status,
  requirement,
  signingRights,
  onOpen,
}: MatrixItemProps) {
  const marker = REQUIREMENT_MARKERS[requirement];
  // Long single words (…scintigrafi, adenosin/regadenoson/dobutamin) break inside the cell.
  const name = (
    <Text
      fz="xs"
      lh={1.3}
      c="dark.9"
      style={{ flex: 1, minWidth: 0, overflowWrap: "anywhere", hyphens: "auto" }}
      lang="sv"
    >
      {procedure.name}
    </Text>
  );
  const content = (
    <>
      {signingRights ? (
        <Box
          component="span"
          style={{ flex: 1, minWidth: 0, display: "flex", flexDirection: "column", gap: 2 }}
        >
          {name}
          <SigningRightsMark decision={signingRights} />
        </Box>
      ) : (
        name
      )}
      {marker.symbol ? (
        <Text fz="xs" fw={700} c={marker.color} aria-hidden>
          {marker.symbol}
        </Text>
      ) : null}
      <VisuallyHidden>
        {M.itemState(ACTIVITY_STATUS_LABELS[status], REQUIREMENT_STATE_LABELS[requirement])}
      </VisuallyHidden>
    </>
  );
  const style = { ...statusBoxStyle(status), width: "100%" };
  if (!onOpen) {
    return (
      <Box style={style} data-status={status} data-requirement={requirement}>
        {content}
      </Box>
    );
  }
  return (
    <UnstyledButton
      style={style}
      onClick={() => onOpen(procedure.id)}
      data-status={status}
      data-requirement={requirement}
      className="matrix-item"
    >
      {content}
    </UnstyledButton>
  );
}
