import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TClinicRequest } from "@/shared/schemas/clinics";
import { call, errorMessage } from "@/web/lib/api-client";
import { invalidateAccounts } from "./invalidate";

const clinicsKey = ["clinics"] as const;

/** Every clinic, whether the caller manages them, and the caller's own (issue 27). */
export function clinicsQueryOptions() {
  return queryOptions({ queryKey: clinicsKey, queryFn: () => call("GET /api/clinics") });
}

export function useClinics(enabled = true) {
  return useQuery({ ...clinicsQueryOptions(), enabled });
}

export function useSaveClinic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: TClinicRequest }) =>
      id
        ? call("PUT /api/clinics/{id}", { params: { id }, body: values })
        : call("POST /api/clinics", { body: values }),
    meta: { errorToast: (error: unknown) => errorMessage(error) },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clinicsKey }),
  });
}

/** 'Ta bort': a clinic nobody else belongs to (decision 271); the server says why it refuses. */
export function useDeleteClinic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call("DELETE /api/clinics/{id}", { params: { id } }),
    meta: { errorToast: (error: unknown) => errorMessage(error) },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clinicsKey }),
        invalidateAccounts(queryClient),
      ]),
  });
}

/** 'Flytta till annan klinik': the doctor, their record and access go to the chosen clinic. */
export function useMoveDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ doctorId, clinicId }: { doctorId: string; clinicId: string }) =>
      call("POST /api/st-doctors/{id}/clinic", { params: { id: doctorId }, body: { clinicId } }),
    meta: { errorToast: (error: unknown) => errorMessage(error) },
    onSuccess: () =>
      Promise.all([
        invalidateAccounts(queryClient),
        queryClient.invalidateQueries({ queryKey: clinicsKey }),
        queryClient.invalidateQueries({ queryKey: ["cohort"] }),
      ]),
  });
}
