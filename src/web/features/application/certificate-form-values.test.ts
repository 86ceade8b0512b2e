import { describe, expect, it } from "vitest";
import type { TApplicationCertificate } from "@/shared/schemas/application";
import {
  certificateFormValues,
  findSameCertificate,
  validateCertificateForm,
} from "./certificate-form-values";

const base: TApplicationCertificate = {
  id: "rotation.r1",
  kind: "clinical",
  formKey: "2021-bilaga-9",
  bilagaNr: 4,
  activities: [{ type: "rotation", id: "r1", label: "Kardiologi" }],
  goalIds: ["STc4"],
  place: "Kardiologen, Lund",
  description: "Tjänstgöring",
  assessment: "",
  periodStart: "2025-01-01",
  periodEnd: "2025-02-28",
  edited: { place: false, period: false, description: false },
  signer: { name: "Karin Holm", specialty: "Kardiologi", workplace: "SUS", role: "supervisor" },
  signedViaLink: null,
  version: 0,
};

describe("the certificate form", () => {
  it("leaves what the record gives empty, so it keeps following the activities", () => {
    expect(certificateFormValues(base)).toMatchObject({
      place: "",
      periodStart: "",
      periodEnd: "",
      description: "",
      signerName: "Karin Holm",
      signerRole: "supervisor",
    });
    const edited = { ...base, edited: { place: true, period: true, description: true } };
    expect(certificateFormValues(edited)).toMatchObject({
      place: "Kardiologen, Lund",
      periodStart: "2025-01-01",
      periodEnd: "2025-02-28",
      description: "Tjänstgöring",
    });
  });

  it("asks for both dates or neither, the end not before the start", () => {
    const values = certificateFormValues(base);
    expect(validateCertificateForm(values)).toEqual({});
    expect(validateCertificateForm({ ...values, periodStart: "2025-01-01" })).toEqual({
      periodEnd: "Ange både från- och till-datum, eller lämna båda tomma.",
    });
    expect(
      validateCertificateForm({ ...values, periodStart: "2025-03-01", periodEnd: "2025-01-01" }),
    ).toEqual({ periodEnd: "Periodens slut kan inte vara före dess start." });
    expect(
      validateCertificateForm({ ...values, periodStart: "1 jan", periodEnd: "2025-01-01" }),
    ).toHaveProperty("periodStart", "Ange perioden som datum (ÅÅÅÅ-MM-DD).");
  });

  it("finds the certificate again after it was stored under an id of its own", () => {
    const stored = { ...base, id: "c-12", version: 1 };
    expect(findSameCertificate([stored], base)).toBe(stored);
    expect(findSameCertificate([], base)).toBeUndefined();
  });
});
