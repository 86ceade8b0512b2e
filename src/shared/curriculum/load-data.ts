import curriculumJson from "./data/curriculum.json" with { type: "json" };
import nuklearmedicinJson from "./data/nuklearmedicin.json" with { type: "json" };
import {
  type TCurriculumData,
  type TSpecialtyGoalsData,
  ZCurriculumDataSchema,
  ZSpecialtyGoalsDataSchema,
} from "./data-schema";

/**
 * Validated once per process; `parse` throws with the path of the first bad field. The rotations
 * are read apart (rotations.ts): the web's planning needs them, not the 200 KB of goals.
 */
export const CURRICULUM_DATA: TCurriculumData = ZCurriculumDataSchema.parse(curriculumJson);
export const NUKLEARMEDICIN_DATA: TSpecialtyGoalsData =
  ZSpecialtyGoalsDataSchema.parse(nuklearmedicinJson);
