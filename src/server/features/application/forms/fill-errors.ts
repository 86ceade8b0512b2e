import { type FormKey, formInfo } from "../../../../shared/curriculum/certificate-forms";

/**
 * Why a form could not be filled as asked; `message` is the Swedish text for the user (a 400).
 * Nothing is ever shortened or left out to make it fit: the doctor shortens the text instead.
 */
export abstract class FormFillError extends Error {
  constructor(
    readonly formKey: FormKey,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

const formName = (key: FormKey) => formInfo(key).name;

/** The field's MaxLen, set in the PDF, is shorter than the text. */
export class FieldTooLongError extends FormFillError {
  constructor(
    formKey: FormKey,
    readonly field: string,
    readonly maxLength: number,
    readonly length: number,
  ) {
    super(
      formKey,
      `Texten i fältet "${field}" på ${formName(formKey)} är ${length} tecken lång, men blanketten tillåter högst ${maxLength} tecken. Korta texten.`,
    );
  }
}

/** The text does not fit in the field's box, even in the smallest size the portal prints. */
export class FieldOverflowError extends FormFillError {
  constructor(
    formKey: FormKey,
    readonly field: string,
  ) {
    super(
      formKey,
      `Texten i fältet "${field}" på ${formName(formKey)} får inte plats i fältet. Korta texten.`,
    );
  }
}

/** Letters the embedded font lacks would print as empty boxes. */
export class UnprintableTextError extends FormFillError {
  constructor(
    formKey: FormKey,
    readonly field: string,
    readonly characters: readonly string[],
  ) {
    super(
      formKey,
      `Fältet "${field}" på ${formName(formKey)} innehåller tecken som inte går att skriva ut på blanketten: ${characters.join(" ")}. Skriv texten med andra tecken.`,
    );
  }
}

/** More services than the service list has rows. */
export class TooManyRowsError extends FormFillError {
  constructor(
    formKey: FormKey,
    readonly capacity: number,
    readonly given: number,
  ) {
    super(
      formKey,
      `${formName(formKey)} har plats för ${capacity} tjänstgöringar, men ansökan har ${given}. Slå samman tjänstgöringar vid samma ställe.`,
    );
  }
}

/** The stored blank lacks fields the form has: another form, or a revision the portal predates. */
export class FormMismatchError extends FormFillError {
  constructor(
    formKey: FormKey,
    readonly missingFields: readonly string[],
  ) {
    super(
      formKey,
      `Den uppladdade blanketten för ${formName(formKey)} saknar fält som portalen fyller i (${missingFields.slice(0, 3).join(", ")}). En administratör behöver ladda upp Socialstyrelsens blankett på nytt.`,
    );
  }
}
