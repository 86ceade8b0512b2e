import { Alert, Button, Divider, Group, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMemo, useState } from "react";
import type { TGoalCatalogueEntry } from "@/shared/schemas/goal-catalogue";
import {
  type TClinicPlanTemplateResponse,
  ZPlanTemplateSchema,
} from "@/shared/schemas/plan-template";
import type { TProcedureDefinition } from "@/shared/schemas/procedure-catalogue";
import { FormActions } from "@/web/components/form-actions";
import { isStaleWrite } from "@/web/entities/record/api/reload-record";
import { errorMessage, isApiError } from "@/web/lib/api-client";
import { PLAN_TEMPLATE_UI_MESSAGES as M } from "@/web/lib/messages/plan-template";
import { toast } from "@/web/lib/toasts";
import { useReloadClinicTemplate, useSaveClinicTemplate } from "../api/clinic-template";
import { formFieldOf, type TemplateFormValues, toFormValues, toTemplate } from "../template-form";
import { goalOptions, procedureOptions } from "../template-options";
import { RotationRows } from "./rotation-rows";
import { CourseRows, ExaminationRows, GoalRows } from "./slot-rows";

/** A refusal the form shows above its fields; a stale one offers 'Ladda om'. */
type Problem = { message: string; stale: boolean } | "reloaded" | undefined;

interface TemplateFormProps {
  clinicId: string;
  initial: TClinicPlanTemplateResponse;
  goals: readonly TGoalCatalogueEntry[];
  procedures: readonly TProcedureDefinition[];
}

/** The clinic's standard plan as one form: saved whole, naming the version it was based on. */
export function TemplateForm({ clinicId, initial, goals, procedures }: TemplateFormProps) {
  const save = useSaveClinicTemplate(clinicId);
  const reload = useReloadClinicTemplate(clinicId);
  const [version, setVersion] = useState(initial.version);
  const [isDefault, setIsDefault] = useState(initial.isDefault);
  const [problem, setProblem] = useState<Problem>();
  const [reloading, setReloading] = useState(false);
  const goalGroups = useMemo(() => goalOptions(goals), [goals]);
  const procedureGroups = useMemo(() => procedureOptions(procedures), [procedures]);
  const form = useForm<TemplateFormValues>({
    mode: "controlled",
    initialValues: toFormValues(initial.template),
    validate: schemaResolver(ZPlanTemplateSchema, { sync: true }),
  });

  function refused(error: unknown) {
    if (isStaleWrite(error)) {
      setProblem({ message: errorMessage(error), stale: true });
      return;
    }
    const field = isApiError(error) ? formFieldOf(error.field, form.getValues()) : undefined;
    if (field) form.setFieldError(field, errorMessage(error));
    else setProblem({ message: errorMessage(error), stale: false });
  }

  async function reloadSaved() {
    setReloading(true);
    try {
      // What was typed stays; only the version the next save is based on is the newest.
      const fresh = await reload();
      setVersion(fresh.version);
      setIsDefault(fresh.isDefault);
      setProblem("reloaded");
    } catch (error) {
      setProblem({ message: errorMessage(error), stale: true });
    } finally {
      setReloading(false);
    }
  }

  return (
    <form
      noValidate
      aria-label={M.formLabel}
      onSubmit={form.onSubmit((values) => {
        setProblem(undefined);
        save.mutate(
          { template: toTemplate(values), version },
          {
            onSuccess: (answer) => {
              toast.success(answer.message);
              setVersion(answer.version);
              setIsDefault(answer.isDefault);
              form.resetDirty();
            },
            onError: refused,
          },
        );
      })}
    >
      <Stack gap="md">
        {isDefault ? (
          <Alert color="blue" variant="light">
            <Text fz="sm">{M.defaultNote}</Text>
          </Alert>
        ) : null}
        <ProblemAlert problem={problem} reloading={reloading} onReload={reloadSaved} />
        <RotationRows form={form} />
        <Divider />
        <CourseRows form={form} />
        <Divider />
        <GoalRows form={form} options={goalGroups} />
        <Divider />
        <ExaminationRows form={form} options={procedureGroups} />
        <FormActions saveLabel={M.save} busy={save.isPending} />
      </Stack>
    </form>
  );
}

interface ProblemAlertProps {
  problem: Problem;
  reloading: boolean;
  onReload: () => void;
}

function ProblemAlert({ problem, reloading, onReload }: ProblemAlertProps) {
  if (problem === undefined) return null;
  if (problem === "reloaded") {
    return (
      <Alert color="blue" variant="light" role="status">
        <Text fz="sm">{M.reloaded}</Text>
      </Alert>
    );
  }
  return (
    <Alert color={problem.stale ? "orange" : "red"} variant="light" role="alert">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fz="sm">{problem.message}</Text>
        {problem.stale ? (
          <Button size="xs" variant="default" loading={reloading} onClick={onReload}>
            {M.reload}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
