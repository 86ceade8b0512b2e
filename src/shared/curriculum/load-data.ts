import curriculumJson from "./data/curriculum.json" with { type: "json" };
import nuklearmedicinJson from "./data/nuklearmedicin.json" with { type: "json" };
import rotationsJson from "./data/rotations.json" with { type: "json" };
import {
  type TCurriculumData,
  type TRotationData,
  type TSpecialtyGoalsData,
  ZCurriculumDataSchema,
  ZRotationDataSchema,
  ZSpecialtyGoalsDataSchema,
} from "./data-schema";

/** Validated once per process; `parse` throws with the path of the first bad field. */
export const CURRICULUM_DATA: TCurriculumData = ZCurriculumDataSchema.parse(curriculumJson);
export const ROTATION_DATA: TRotationData = ZRotationDataSchema.parse(rotationsJson);
export const NUKLEARMEDICIN_DATA: TSpecialtyGoalsData =
  ZSpecialtyGoalsDataSchema.parse(nuklearmedicinJson);
