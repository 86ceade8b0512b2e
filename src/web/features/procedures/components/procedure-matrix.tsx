import { Box, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { useMemo } from "react";
import {
  PROCEDURE_COLUMN_LABELS,
  PROCEDURE_COLUMNS,
  PROCEDURE_LEVEL_LABELS,
  type ProcedureDefinition,
} from "@/shared/curriculum/procedures";
import { buildMatrixGrid, type MatrixState, matchesProcedureSearch } from "@/shared/rules/matrix";
import {
  NO_SIGNING_RIGHTS,
  type SigningRightsByEntry,
} from "@/web/entities/matrix/signing-rights-decisions";
import { AssessmentEvidence } from "@/web/features/structured-assessments";
import { useDragScroll } from "@/web/hooks/use-drag-scroll";
import { PROCEDURES_UI_MESSAGES as M } from "@/web/lib/messages/procedures";
import { MatrixItem } from "./matrix-item";

interface ProcedureMatrixProps {
  doctorId: string;
  catalogue: readonly ProcedureDefinition[];
  state: MatrixState;
  /** Decisions to show on the examinations; none in the wizard's picker. */
  signingRights?: SigningRightsByEntry;
  search: string;
  fullscreen: boolean;
  onOpen?: (procedureId: string) => void;
  /** Shows each examination's structured assessments under it (the page; not the picker). */
  withEvidence?: boolean;
}

/**
 * Levels as rows, the nine areas as columns. Items that do not match the search are hidden. The
 * wide table scrolls inside its own container, which can be dragged and keeps its position.
 */
export function ProcedureMatrix({
  doctorId,
  catalogue,
  state,
  signingRights = NO_SIGNING_RIGHTS,
  search,
  fullscreen,
  onOpen,
  withEvidence = false,
}: ProcedureMatrixProps) {
  const grid = useMemo(() => buildMatrixGrid(catalogue), [catalogue]);
  const { ref, handlers } = useDragScroll<HTMLDivElement>(`st-portalen:matrix-scroll:${doctorId}`);
  const anyMatch = catalogue.some((p) => matchesProcedureSearch(p, search));

  return (
    <Stack gap="xs" style={fullscreen ? { flex: 1, minHeight: 0 } : undefined}>
      {anyMatch ? null : (
        <Text c="dimmed" role="status">
          {M.noMatch}
        </Text>
      )}
      <Box
        ref={ref}
        {...handlers}
        // On paper the whole matrix prints, not its scroll area (global.css).
        className="print-whole"
        role="region"
        aria-label={M.matrixLabel}
        // Keyboard users scroll the region with the arrow keys once it has focus.
        tabIndex={0}
        style={{
          overflow: "auto",
          cursor: "grab",
          // Keeps the visually hidden caption inside the scroller instead of widening the page.
          position: "relative",
          maxHeight: fullscreen ? undefined : "70vh",
          flex: fullscreen ? 1 : undefined,
          border: "1px solid var(--mantine-color-gray-3)",
          borderRadius: 8,
        }}
      >
        <Table
          withColumnBorders
          verticalSpacing={6}
          horizontalSpacing={6}
          style={{ minWidth: PROCEDURE_COLUMNS.length * 170 + 110, tableLayout: "fixed" }}
        >
          <Table.Caption>
            <VisuallyHidden>{M.matrixCaption}</VisuallyHidden>
          </Table.Caption>
          <Table.Thead
            style={{
              position: "sticky",
              top: 0,
              zIndex: 1,
              background: "var(--mantine-color-white)",
            }}
          >
            <Table.Tr>
              <Table.Th scope="col" w={110}>
                {M.levelHeader}
              </Table.Th>
              {PROCEDURE_COLUMNS.map((column) => (
                <Table.Th key={column} scope="col">
                  <Text fz="sm" fw={700}>
                    {PROCEDURE_COLUMN_LABELS[column]}
                  </Text>
                  <Text fz="xs" c="gray.7">
                    {column}
                  </Text>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {grid.map((row) => (
              <Table.Tr key={row.level}>
                <Table.Th scope="row" style={{ verticalAlign: "top" }}>
                  {PROCEDURE_LEVEL_LABELS[row.level]}
                </Table.Th>
                {row.cells.map((cell) => {
                  const visible = cell.procedures.filter((p) => matchesProcedureSearch(p, search));
                  return (
                    <Table.Td key={cell.column} style={{ verticalAlign: "top" }}>
                      {visible.length === 0 ? (
                        <Text fz="xs" c="gray.7" aria-hidden>
                          {M.emptyCell}
                        </Text>
                      ) : (
                        <Stack
                          gap={4}
                          component="ul"
                          style={{ listStyle: "none", margin: 0, padding: 0 }}
                        >
                          {visible.map((p) => (
                            <li key={p.id}>
                              <MatrixItem
                                procedure={p}
                                status={state.statuses[p.id] ?? "not_started"}
                                requirement={state.requirements[p.id] ?? "normal"}
                                signingRights={signingRights.get(p.id)}
                                onOpen={onOpen}
                              />
                              {withEvidence ? (
                                <AssessmentEvidence
                                  doctorId={doctorId}
                                  link="examination"
                                  id={p.id}
                                />
                              ) : null}
                            </li>
                          ))}
                        </Stack>
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Stack>
  );
}
