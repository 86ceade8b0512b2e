import rotationsJson from "./data/rotations.json" with { type: "json" };
import { type TRotationData, ZRotationDataSchema } from "./data-schema";

/** Read apart from the goals and the examinations (load-data.ts), which the web does not load. */
const ROTATION_DATA: TRotationData = ZRotationDataSchema.parse(rotationsJson);

export interface RecommendedRotation {
  readonly id: string;
  readonly name: string;
  readonly weeks: number;
}

/** Spec section 3's recommended rotations, in the order the planning form offers them. */
export const RECOMMENDED_ROTATIONS: readonly RecommendedRotation[] = Object.freeze(
  ROTATION_DATA.rotations.map((r) => Object.freeze({ ...r })),
);

/** The choice that lets the doctor type a rotation name of their own. */
export const OTHER_ROTATION_CHOICE = "Annan";

/** '6v' as the spec writes durations. */
export function formatRotationWeeks(weeks: number): string {
  return `${weeks}v`;
}

/** 'Röntgenkliniken (6v)' for the rotation picker. */
export function rotationOptionLabel(rotation: RecommendedRotation): string {
  return `${rotation.name} (${formatRotationWeeks(rotation.weeks)})`;
}

export function findRecommendedRotation(name: string): RecommendedRotation | undefined {
  const wanted = name.trim().toLocaleLowerCase("sv");
  return RECOMMENDED_ROTATIONS.find((r) => r.name.toLocaleLowerCase("sv") === wanted);
}
