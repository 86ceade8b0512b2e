import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "@/web/lib/api-client";

const certificateFormsKey = ["certificate-forms"] as const;

/** Socialstyrelsen's blank forms of both models: which are uploaded, which are missing. */
export function useCertificateForms() {
  return useQuery(
    queryOptions({
      queryKey: certificateFormsKey,
      queryFn: ({ signal }) => call("GET /api/certificate-forms", { signal }),
      select: (data) => data.forms,
    }),
  );
}

/**
 * Uploads blank forms as the multipart field `files` (all or nothing on the server). The section
 * shows the server's answer or its refusal itself, so no toast.
 */
export function useUploadCertificateForms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: readonly File[]) => {
      const form = new FormData();
      for (const file of files) form.append("files", file, file.name);
      return call("POST /api/certificate-forms", { form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificateFormsKey }),
  });
}
