import { CERTIFICATE_KIND_LABELS } from "@/shared/curriculum/certificate-forms";
import type { TApplication, TApplicationCertificate } from "@/shared/schemas/application";
import { FormModal } from "@/web/components/form-modal";
import { APPLICATION_UI_MESSAGES } from "@/web/lib/messages/application";
import { CertificateForm } from "./certificate-form";

interface CertificateDialogProps {
  doctorId: string;
  /** The certificate as it was when opened: its version is what the save is based on. */
  certificate: TApplicationCertificate | undefined;
  knownSigners: TApplication["knownSigners"];
  onClose: () => void;
  /** After 'Ladda om' the dialog edits the certificate as saved now. */
  onReloaded: (certificate: TApplicationCertificate) => void;
}

/** 'Redigera': a certificate's place, period, description and signer. */
export function CertificateDialog({ certificate, ...props }: CertificateDialogProps) {
  return (
    <FormModal
      opened={certificate !== undefined}
      onClose={props.onClose}
      size="lg"
      title={
        certificate
          ? APPLICATION_UI_MESSAGES.dialog.title(
              certificate.bilagaNr,
              CERTIFICATE_KIND_LABELS[certificate.kind],
            )
          : ""
      }
    >
      {certificate ? <CertificateForm certificate={certificate} {...props} /> : null}
    </FormModal>
  );
}
