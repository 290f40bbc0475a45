/**
 * The poses of the report's exercises and the pictures made from them: the same articulated figure
 * as the self-tests (poses.ts), start and end pose side by side with an arrow where there is a
 * movement. Every pose passes `validatePose`, and each picture names the body points that rest on
 * the floor in its last pose (`supports`), so nothing floats (exercise-poses.test.ts).
 */
import type { JointName, LimbAngles, Pose } from './model';
import { birdDog, sitting, standing, walking } from './poses';
import { renderFigure, type RenderOptions } from './render';

const limb = (angles: Partial<LimbAngles> = {}): LimbAngles => ({ shoulder: 0, elbow: 0, wrist: 0, hip: 0, knee: 0, ankle: 0, ...angles });

type PoseInput = Partial<Omit<Pose, 'near' | 'far'>> & { near?: Partial<LimbAngles>; far?: Partial<LimbAngles> };
const pose = (input: PoseInput): Pose => ({
  posture: 'standing',
  pitch: 0,
  lumbar: 0,
  thoracic: 0,
  neck: 0,
  ...input,
  near: limb(input.near),
  far: limb(input.far),
});

// Lying on the back.

const armsBySide = { shoulder: -8, elbow: 2 };
/** On the back with the knees bent and the feet flat on the floor (crook lying). */
export const crookLying = pose({
  posture: 'supine',
  pitch: -90,
  neck: -8,
  near: { ...armsBySide, hip: 45, knee: 107, ankle: 28 },
  far: { ...armsBySide, shoulder: -4, hip: 48, knee: 110, ankle: 30 },
});

export const kneesToChest = pose({
  posture: 'supine',
  pitch: -104,
  lumbar: 14,
  neck: -4,
  near: { shoulder: 12, elbow: 97, wrist: 10, hip: 130, knee: 145, ankle: 25 },
  far: { shoulder: 12, elbow: 93, wrist: 10, hip: 126, knee: 142, ankle: 25 },
});

export const bridgeUp = pose({
  posture: 'supine',
  pitch: -120,
  thoracic: 22,
  neck: 25,
  near: { shoulder: -11, wrist: -21, hip: -5, knee: 100, ankle: 15 },
  far: { shoulder: -8, wrist: -21, hip: -5, knee: 100, ankle: 15 },
});

export const deadBugStart = pose({
  posture: 'supine',
  pitch: -99,
  lumbar: 9,
  neck: -6,
  near: { shoulder: 90, hip: 90, knee: 90, ankle: 10 },
  far: { shoulder: 86, hip: 88, knee: 90, ankle: 10 },
});
export const deadBugReach = pose({
  posture: 'supine',
  pitch: -99,
  lumbar: 9,
  neck: -6,
  near: { shoulder: 165, hip: 90, knee: 90, ankle: 10 },
  far: { shoulder: 86, hip: 25, knee: 5, ankle: 10 },
});

// On hands and knees, and kneeling.

export const allFours = pose({
  posture: 'hands-and-knees',
  pitch: 78,
  neck: -8,
  near: { shoulder: 86, elbow: 8, wrist: 72, hip: 78, knee: 98, ankle: 50 },
  far: { shoulder: 88, elbow: 8, wrist: 74, hip: 76, knee: 100, ankle: 50 },
});

export const catRound = pose({
  posture: 'hands-and-knees',
  pitch: 50,
  lumbar: 25,
  thoracic: 30,
  neck: 40,
  near: { shoulder: 107, elbow: 17, wrist: 68.5, hip: 50, knee: 98, ankle: 50 },
  far: { shoulder: 109, elbow: 17, wrist: 70, hip: 48, knee: 100, ankle: 50 },
});

export const cowArch = pose({
  posture: 'hands-and-knees',
  pitch: 105,
  lumbar: -30,
  thoracic: -15,
  neck: -30,
  near: { shoulder: 75, elbow: 27, wrist: 27, hip: 105, knee: 98, ankle: 50 },
  far: { shoulder: 77, elbow: 27, wrist: 29, hip: 103, knee: 100, ankle: 50 },
});

export const childsPose = pose({
  posture: 'hands-and-knees',
  pitch: 81,
  lumbar: 25.5,
  thoracic: 5,
  neck: 31.5,
  near: { shoulder: 178, elbow: 0, wrist: 16, hip: 126.5, knee: 150, ankle: 26 },
  far: { shoulder: 175, elbow: 2, wrist: 18, hip: 126.5, knee: 150, ankle: 26 },
});

// Lying on the front.

/** Resting on the forearms, the hips down: a gentle backward bend. */
export const sphinx = pose({
  posture: 'prone',
  pitch: 92,
  lumbar: -30,
  thoracic: -15,
  neck: -10,
  near: { shoulder: 85, elbow: 50, hip: 4, knee: 8, ankle: 50 },
  far: { shoulder: 87, elbow: 48, hip: 4, knee: 8, ankle: 50 },
});

/** On the forearms and the knees, the body straight from knees to head. */
export const kneePlank = pose({
  posture: 'prone',
  pitch: 72,
  neck: -4,
  near: { shoulder: 75, elbow: 85, hip: 0, knee: 95, ankle: 20 },
  far: { shoulder: 77, elbow: 87, hip: 2, knee: 100, ankle: 20 },
});

// Sitting and standing.

export const seatedForwardBend = pose({
  posture: 'sitting',
  pitch: 22,
  lumbar: 35,
  thoracic: 28,
  neck: 25,
  near: { shoulder: 80, elbow: 10, hip: 108, knee: 88, ankle: -2 },
  far: { shoulder: 86, elbow: 14, hip: 108, knee: 89, ankle: -3 },
});

export const sitToStandLift = pose({
  posture: 'sitting',
  pitch: 38,
  lumbar: 6,
  thoracic: 6,
  neck: -10,
  near: { shoulder: 40, elbow: 20, hip: 118, knee: 100, ankle: -20 },
  far: { shoulder: 46, elbow: 24, hip: 118, knee: 96, ankle: -16 },
});

export const hipHinge = pose({
  pitch: 48,
  lumbar: 2,
  thoracic: 4,
  neck: -14,
  near: { shoulder: 50, elbow: 6, hip: 60, knee: 22, ankle: -10 },
  far: { shoulder: 56, elbow: 10, hip: 60, knee: 22, ankle: -10 },
});

export const wallStand = pose({
  pitch: -4,
  lumbar: 2,
  thoracic: 2,
  neck: -2,
  near: { shoulder: -4, elbow: 8, hip: -2, knee: 4, ankle: -6 },
  far: { shoulder: 6, elbow: 14, hip: -2, knee: 4, ankle: -6 },
});

export const splitStance = pose({
  lumbar: 2,
  thoracic: 2,
  neck: -2,
  near: { shoulder: -4, elbow: 10, hip: 22, knee: 3, ankle: 19 },
  far: { shoulder: 8, elbow: 14, hip: -22, knee: 31.5, ankle: -1 },
});
export const splitSquat = pose({
  lumbar: 2,
  thoracic: 2,
  neck: -2,
  near: { shoulder: -4, elbow: 10, hip: 84, knee: 85, ankle: -1 },
  far: { shoulder: 8, elbow: 14, hip: -9, knee: 95, ankle: -24 },
});

const handOnChair = { shoulder: 35, elbow: 30, wrist: -20 };
export const standingAtChair = pose({
  lumbar: 2,
  thoracic: 2,
  neck: -2,
  near: { ...handOnChair, hip: 1, knee: 2, ankle: -1 },
  far: { shoulder: -8, elbow: 20, hip: -2, knee: 3, ankle: -5 },
});

/** Standing on one leg with the other knee lifted to hip height (the thigh level), a hand on a chair back in front. */
export const kneeLift = pose({
  lumbar: 2,
  thoracic: 2,
  neck: -2,
  near: { shoulder: 55, elbow: 20, wrist: -25, hip: 90, knee: 100, ankle: 30 },
  far: { shoulder: -8, elbow: 20, hip: -2, knee: 3, ankle: -5 },
});

/** Up on the toes: the heels clearly off the floor, the whole body raised. */
export const heelRaise = pose({
  ...standingAtChair,
  near: limb({ ...standingAtChair.near, ankle: 46 }),
  far: limb({ ...standingAtChair.far, ankle: 42 }),
});

/** Against the wall, high: knees bent about 55°, the hips well above the knees, the hands on the thighs. */
export const wallSitHigh = pose({
  posture: 'sitting',
  near: { shoulder: 22, elbow: 8, wrist: -10, hip: 55, knee: 55 },
  far: { shoulder: 26, elbow: 8, wrist: -10, hip: 55, knee: 55 },
});

export const restingLeanForward = pose({
  pitch: 40,
  lumbar: 14,
  thoracic: 10,
  neck: -12,
  near: { shoulder: 34, elbow: 4, hip: 46, knee: 20, ankle: -13 },
  far: { shoulder: 31, elbow: 6, hip: 44, knee: 18, ankle: -16 },
});

export interface ExerciseIllustration {
  poses: Pose[];
  /** `title` is the Swedish alt text. */
  options: RenderOptions;
  /** Body points that rest on the floor in the last pose (tests check none of them floats). */
  supports: JointName[];
}

const feet: JointName[] = ['nearHeel', 'nearToe', 'farHeel', 'farToe'];

/** The picture of each exercise, keyed by the exercise's id (src/server/report/content/exercises.ts). */
export const EXERCISE_ILLUSTRATIONS = {
  'knee-to-chest': {
    poses: [crookLying, kneesToChest],
    options: {
      title: 'Knän mot bröstet: en person ligger på rygg med böjda knän och drar sedan lugnt båda knäna mot bröstet med händerna.',
      props: ['mat'],
    },
    supports: ['waist', 'chest'],
  },

  'cat-camel': {
    poses: [catRound, cowArch],
    options: {
      title: 'Katt och ko: en person på alla fyra skjuter först upp ryggen i en mjuk båge och låter den sedan sjunka ner lätt svankande.',
      props: ['mat'],
    },
    supports: ['nearHand', 'nearKnee', 'nearToe'],
  },
  'childs-pose': {
    poses: [allFours, childsPose],
    options: {
      title: 'Barnets position: en person på alla fyra sätter sig långsamt bakåt mot hälarna med armarna framsträckta och pannan mot golvet.',
      props: ['mat'],
    },
    supports: ['nearHand', 'nearKnee', 'nearToe'],
  },
  'seated-forward-bend': {
    poses: [sitting, seatedForwardBend],
    options: {
      title: 'Sittande framåtböjning: en person sitter på en stol och lutar sig långsamt framåt så att armarna hänger ner mellan knäna.',
      props: ['chair'],
    },
    supports: feet,
  },
  walking: {
    poses: [walking],
    options: { title: 'Promenad: en person går i lugn takt med armarna pendlande.' },
    supports: ['nearHeel', 'farToe'],
  },
  'walking-intervals': {
    poses: [walking, restingLeanForward],
    options: {
      title: 'Promenad i intervaller: en person går en stund och vilar sedan stående, lätt framåtlutad med händerna mot låren.',
    },
    supports: feet,
  },
  'prone-on-elbows': {
    poses: [sphinx],
    options: {
      title: 'Vila på armbågarna: en person ligger på magen och reser sig lugnt upp på underarmarna medan höfterna ligger kvar mot underlaget.',
      props: ['mat'],
    },
    supports: ['waist', 'nearElbow', 'nearWrist', 'nearToe'],
  },
  bridge: {
    poses: [crookLying, bridgeUp],
    options: {
      title: 'Bäckenlyft: en person ligger på rygg med böjda knän och lyfter höfterna tills kroppen är rak från knän till axlar.',
      props: ['mat'],
      echo: true,
      anchor: 'nearHeel',
    },
    supports: ['nearHeel', 'nearToe', 'nearHand'],
  },
  'bird-dog': {
    poses: [allFours, birdDog],
    options: {
      title: 'Fågelhunden: en person på alla fyra sträcker ut ena armen framåt och motsatt ben bakåt med ryggen stilla som en bordsskiva.',
      props: ['mat'],
    },
    supports: ['nearHand', 'farKnee', 'farToe'],
  },

  'knee-plank': {
    poses: [kneePlank],
    options: {
      title: 'Planka på knäna: en person vilar på underarmarna och knäna och håller kroppen rak från knän till huvud.',
      props: ['mat'],
    },
    supports: ['nearElbow', 'nearWrist', 'nearKnee'],
  },
  'split-squat': {
    poses: [splitStance, splitSquat],
    options: {
      title: 'Utfallsböj: en person står med ena foten ett långt steg framför den andra och sänker sig rakt ner tills det bakre knät nästan når golvet.',
    },
    supports: ['nearHeel', 'nearToe', 'farToe'],
  },
  'sit-to-stand': {
    poses: [sitting, sitToStandLift],
    options: {
      title: 'Uppresning från stol: en person sitter på en stol, lutar sig fram med näsan över tårna och reser sig upp.',
      props: ['chair'],
    },
    supports: feet,
  },
  'standing-knee-lift': {
    poses: [standingAtChair, kneeLift],
    options: {
      title: 'Knälyft med stöd: en person står med handen på en stolsrygg och lyfter ena knät lugnt framåt och uppåt till höfthöjd.',
      props: ['support-chair'],
    },
    supports: ['farHeel', 'farToe'],
  },
  'heel-raise': {
    poses: [standingAtChair, heelRaise],
    options: {
      title: 'Tåhävningar: en person står med handen på en stolsrygg och går lugnt upp på tå och ner igen.',
      props: ['support-chair'],
      echo: true,
      anchor: 'nearToe',
      rise: 'nearHeel',
    },
    supports: ['nearToe', 'farToe'],
  },
  'dead-bug': {
    poses: [deadBugStart, deadBugReach],
    options: {
      title:
        'Död insekt: en person ligger på rygg med armarna mot taket och knäna böjda i luften och sträcker sedan ut ena armen bakåt och motsatt ben framåt.',
      props: ['mat'],
    },
    supports: ['pelvis', 'waist'],
  },
  'hip-hinge': {
    poses: [standing, hipHinge],
    options: {
      title: 'Höftfällning: en person står upprätt och fäller sedan överkroppen framåt från höfterna med rak rygg och mjuka knän.',
      motion: { pivot: 'pelvis', joint: 'head', pad: 6 },
    },
    supports: feet,
  },
  'wall-sit': {
    poses: [wallStand, wallSitHigh],
    options: {
      title: 'Väggsittning: en person står med ryggen mot en vägg och glider sedan en bit ner tills knäna är lätt böjda, som på en hög stol.',
      props: ['wall'],
    },
    supports: feet,
  },
} satisfies Record<string, ExerciseIllustration>;

export type ExerciseIllustrationId = keyof typeof EXERCISE_ILLUSTRATIONS;

/** One self-contained SVG string of an exercise picture. */
export const renderExerciseIllustration = (illustration: ExerciseIllustration): string => renderFigure(illustration.poses, illustration.options);
