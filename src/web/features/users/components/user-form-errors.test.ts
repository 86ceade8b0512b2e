import { describe, expect, it } from "vitest";
import { ApiError } from "@/web/lib/api-client";
import { userFormErrors } from "./user-form-errors";

describe("a refused user save under its field", () => {
  it("puts the server's reason under the field it names", () => {
    const taken = new ApiError("E-postadressen används redan.", 409, "CONFLICT", "email");
    expect(userFormErrors(taken)).toEqual({ email: "E-postadressen används redan." });
  });

  it("leaves a field the form does not have, a reason without a field, and other errors alone", () => {
    expect(userFormErrors(new ApiError("Fel", 400, "BAD_REQUEST", "clinicId"))).toBeUndefined();
    expect(userFormErrors(new ApiError("Fel", 400, "BAD_REQUEST"))).toBeUndefined();
    expect(userFormErrors(new Error("network"))).toBeUndefined();
  });
});
