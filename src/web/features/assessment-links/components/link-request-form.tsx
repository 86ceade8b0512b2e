import { Alert, Button, Group, Stack, TextInput } from "@mantine/core";
import { type FormEvent, type ReactNode, useState } from "react";
import type { TCreateAssessmentLinkRequest } from "@/shared/schemas/assessment-links";
import { errorMessage, isApiError } from "@/web/lib/api-client";
import { ASSESSMENT_LINK_UI_MESSAGES as M } from "@/web/lib/messages/assessment-links";
import { useCreateAssessmentLink } from "../api/links";
import { type Created, CreatedLink } from "./created-link";

export interface FieldError {
  field?: string;
  message: string;
}

/** A request as the form's fields give it; the e-mail is the form's own. */
type RequestWithoutEmail = Omit<TCreateAssessmentLinkRequest, "assessorEmail">;

/**
 * Asking for a link (decisions 216 and 228): the caller's own fields, the assessor's optional
 * e-mail, one send at a time, then the link and its QR code once. A refusal names its field where
 * the form shows that field, else it stands above the button; what was typed stays.
 */
export function LinkRequestForm({
  doctorId,
  label,
  emailLabel,
  ownFields = [],
  request,
  onCreated,
  children,
}: {
  doctorId: string;
  /** The form's accessible name. */
  label: string;
  emailLabel: string;
  /** Fields among `children` that show their own error. */
  ownFields?: readonly string[];
  /** What to send, or why not to send yet. */
  request: () => { body: RequestWithoutEmail } | { error: FieldError };
  onCreated?: () => void;
  children?: (state: { error: FieldError | null; clearError: () => void }) => ReactNode;
}) {
  const create = useCreateAssessmentLink(doctorId);
  const [email, setEmail] = useState("");
  const [created, setCreated] = useState<Created | null>(null);
  const [error, setError] = useState<FieldError | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const wanted = request();
    if ("error" in wanted) {
      setError(wanted.error);
      return;
    }
    setError(null);
    const assessorEmail = email.trim();
    create.mutate({ ...wanted.body, assessorEmail } as TCreateAssessmentLinkRequest, {
      onSuccess: (answer) => {
        // Sent without an Idempotency-Key, the answer always carries the link.
        if (!answer.link || !answer.qrSvg) return;
        setCreated({
          link: answer.link,
          qrSvg: answer.qrSvg,
          mailedTo: answer.mailed ? assessorEmail : null,
        });
        setEmail("");
        onCreated?.();
      },
      onError: (e) => {
        const field = isApiError(e) ? e.field : undefined;
        setError({ ...(field ? { field } : {}), message: errorMessage(e, M.createFailed) });
      },
    });
  }

  if (created) return <CreatedLink created={created} onDone={() => setCreated(null)} />;

  const shownAbove = error && ![...ownFields, "assessorEmail"].includes(error.field ?? "");
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="sm">
        {children?.({ error, clearError: () => setError(null) })}
        <TextInput
          label={emailLabel}
          description={M.assessorEmailHint}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error?.field === "assessorEmail" ? error.message : undefined}
        />
        {shownAbove ? (
          <Alert color="red" variant="light" role="alert">
            {error.message}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {M.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
