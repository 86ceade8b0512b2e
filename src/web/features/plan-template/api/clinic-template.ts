import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TSavePlanTemplateRequest } from "@/shared/schemas/plan-template";
import { call } from "@/web/lib/api-client";

const clinicTemplateKey = (clinicId: string) => ["plan-template", "clinic", clinicId] as const;

export function clinicTemplateQueryOptions(clinicId: string) {
  return queryOptions({
    queryKey: clinicTemplateKey(clinicId),
    queryFn: ({ signal }) =>
      call("GET /api/clinics/{id}/plan-template", { params: { id: clinicId }, signal }),
  });
}

export function useClinicTemplate(clinicId: string) {
  return useQuery(clinicTemplateQueryOptions(clinicId));
}

/** 'Spara standardplan': the editor shows every refusal itself (at its field or above the form). */
export function useSaveClinicTemplate(clinicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSavePlanTemplateRequest) =>
      call("PUT /api/clinics/{id}/plan-template", { params: { id: clinicId }, body }),
    onSuccess: ({ message: _message, ...saved }) => {
      queryClient.setQueryData(clinicTemplateKey(clinicId), saved);
    },
  });
}

/** 'Ladda om' after a stale save: the saved template read anew, never from the cache. */
export function useReloadClinicTemplate(clinicId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...clinicTemplateQueryOptions(clinicId), staleTime: 0 });
}
