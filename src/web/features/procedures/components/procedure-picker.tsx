import { Stack } from "@mantine/core";
import { useState } from "react";
import type { ProcedureDefinition } from "@/shared/curriculum/procedures";
import type { MatrixState } from "@/shared/rules/matrix";
import { SearchField } from "@/web/components/search-field";
import { OVERVIEW_MESSAGES as M } from "@/web/lib/messages/overview";
import { ProcedureMatrix } from "./procedure-matrix";

interface ProcedurePickerProps {
  doctorId: string;
  catalogue: readonly ProcedureDefinition[];
  state: MatrixState;
  onPick: (procedureId: string) => void;
}

/** The examination matrix in select mode: a click picks the examination instead of editing it. */
export function ProcedurePicker({ doctorId, catalogue, state, onPick }: ProcedurePickerProps) {
  const [search, setSearch] = useState("");
  return (
    <Stack gap="sm">
      <SearchField
        label={M.wizard.procedureSearch}
        placeholder={M.wizard.procedureSearchPlaceholder}
        value={search}
        onChange={setSearch}
        miw={220}
      />
      <ProcedureMatrix
        doctorId={doctorId}
        catalogue={catalogue}
        state={state}
        search={search}
        fullscreen={false}
        onOpen={onPick}
      />
    </Stack>
  );
}
