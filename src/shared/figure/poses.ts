/**
 * The poses of the self-tests and category pictures, and the illustrations made from them. The
 * file names are those the question bank points at (/illustrations/<file>).
 */
import type { JointName, LimbAngles, Pose } from './model';
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

/** Relaxed upright standing, arms hanging; the far arm a little forward so both arms show. */
export const standing = pose({
  lumbar: 2,
  thoracic: 2,
  neck: -2,
  near: { shoulder: -4, elbow: 8, hip: 1, knee: 2, ankle: -1 },
  far: { shoulder: 8, elbow: 14, hip: -2, knee: 2, ankle: -4 },
});

export const forwardBendEnd = pose({
  pitch: 62,
  lumbar: 38,
  thoracic: 30,
  neck: 25,
  near: { shoulder: 118, elbow: 12, wrist: 5, hip: 69, knee: 8, ankle: -1 },
  far: { shoulder: 110, elbow: 18, wrist: 5, hip: 69, knee: 8, ankle: -1 },
});

const handsOnBack = { shoulder: -58, elbow: 105, wrist: -44 };
export const backwardBendStart = pose({
  handsBehindBack: true,
  lumbar: 2,
  thoracic: 2,
  near: { ...handsOnBack, knee: 2, ankle: -2 },
  far: { ...handsOnBack, shoulder: -56, knee: 2, ankle: -2 },
});
export const backwardBendEnd = pose({
  handsBehindBack: true,
  pitch: -14,
  lumbar: -14,
  thoracic: -8,
  neck: -14,
  near: { shoulder: -60, elbow: 100, wrist: -40, hip: -24, knee: 10, ankle: -20 },
  far: { shoulder: -58, elbow: 100, wrist: -40, hip: -24, knee: 10, ankle: -20 },
});

export const sitting = pose({
  posture: 'sitting',
  pitch: -4,
  lumbar: 4,
  thoracic: 4,
  neck: -2,
  near: { shoulder: 22, elbow: 62, hip: 86, knee: 88, ankle: 2 },
  far: { shoulder: 28, elbow: 58, hip: 86, knee: 80, ankle: 10 },
});

const supineArm = { shoulder: -6, elbow: 2 };
export const straightLegRaiseStart = pose({ posture: 'supine', pitch: -90, neck: -8, near: supineArm, far: { ...supineArm, hip: 45, knee: 107, ankle: 28 } });
export const straightLegRaiseEnd = pose({ ...straightLegRaiseStart, near: limb({ ...supineArm, hip: 55, ankle: 5 }) });

export const singleLegStand = pose({
  lumbar: 2,
  thoracic: 2,
  neck: -2,
  near: { shoulder: 35, elbow: 30, wrist: -20, hip: 50, knee: 75, ankle: 20 },
  far: { shoulder: -8, elbow: 20, hip: -2, knee: 3, ankle: -5 },
});

export const plankHold = pose({
  posture: 'prone',
  pitch: 84,
  neck: -4,
  near: { shoulder: 84, elbow: 87, ankle: 6 },
  far: { shoulder: 86, elbow: 89, ankle: 6 },
});

export const sidePlank = pose({
  posture: 'side-lying',
  pitch: 73.5,
  near: { shoulder: 30, elbow: 71, wrist: -41 },
  far: { shoulder: 73.5, elbow: 90 },
});

/**
 * On hands and knees with the near leg stretched straight back, level with the back (the thigh
 * horizontal, the knee straight, the toes pointed so the leg reads as one line) and the opposite
 * (far) arm straight forward.
 */
export const birdDog = pose({
  posture: 'hands-and-knees',
  pitch: 78,
  neck: -8,
  near: { shoulder: 86, elbow: 8, wrist: 74, hip: -12, knee: 0, ankle: 50 },
  far: { shoulder: 172, elbow: 4, hip: 78, knee: 98, ankle: 50 },
});

export const wallSit = pose({
  posture: 'sitting',
  pitch: 0,
  near: { shoulder: 20, elbow: 62, hip: 88, knee: 88 },
  far: { shoulder: 26, elbow: 58, hip: 88, knee: 88 },
});

export const painStanding = pose({
  lumbar: 8,
  thoracic: 6,
  neck: -6,
  near: { shoulder: -48, elbow: 83, wrist: -25, hip: 2, knee: 4, ankle: -2 },
  far: { shoulder: 10, elbow: 18, hip: -2, knee: 4, ankle: -6 },
});

export const lungeStretch = pose({
  lumbar: -4,
  thoracic: -4,
  neck: 4,
  near: { shoulder: -15, elbow: 20, hip: 50, knee: 50 },
  far: { shoulder: 175, elbow: 4, hip: -20, knee: 45, ankle: -21 },
});

export const walking = pose({
  pitch: 3,
  neck: -2,
  near: { shoulder: -22, elbow: 22, hip: 22, knee: 3, ankle: -10 },
  far: { shoulder: 20, elbow: 32, hip: -24, knee: 16, ankle: 7 },
});

export interface NamedPose {
  pose: Pose;
  /** Swedish alt text for the pose on its own. */
  alt: string;
}

export const POSES = {
  standing: { pose: standing, alt: 'En person som står upprätt med armarna hängande.' },
  forwardBendEnd: { pose: forwardBendEnd, alt: 'En person som böjer sig framåt med nästan raka knän och armarna hängande mot smalbenen.' },
  backwardBendStart: { pose: backwardBendStart, alt: 'En person som står upprätt med händerna på ländryggen.' },
  backwardBendEnd: { pose: backwardBendEnd, alt: 'En person som lutar överkroppen lite bakåt med händerna på ländryggen.' },
  sitting: { pose: sitting, alt: 'En person som sitter upprätt på en stol med fötterna i golvet.' },
  straightLegRaiseStart: { pose: straightLegRaiseStart, alt: 'En person som ligger på rygg med ena knät böjt och det andra benet rakt.' },
  straightLegRaiseEnd: { pose: straightLegRaiseEnd, alt: 'En person som ligger på rygg och lyfter ett rakt ben snett uppåt.' },
  singleLegStand: { pose: singleLegStand, alt: 'En person som står på ett ben med ena knät lyft och handen på en stolsrygg.' },
  plankHold: { pose: plankHold, alt: 'En person i planka på underarmarna och tårna med kroppen i en rak linje.' },
  sidePlank: { pose: sidePlank, alt: 'En person i sidoplanka på underarmen med höften lyft och kroppen rak.' },
  birdDog: { pose: birdDog, alt: 'En person på alla fyra som sträcker ut ena armen framåt och motsatt ben bakåt.' },
  wallSit: { pose: wallSit, alt: 'En person som sitter mot en vägg med knäna i rät vinkel.' },
  painStanding: { pose: painStanding, alt: 'En person som står med handen mot ländryggen.' },
  lungeStretch: { pose: lungeStretch, alt: 'En person som tar ett långt steg framåt och sträcker ena armen mot taket.' },
  walking: { pose: walking, alt: 'En person som promenerar i lugn takt.' },
} satisfies Record<string, NamedPose>;

export interface Illustration {
  /** File name in src/web/public/illustrations. */
  file: string;
  poses: Pose[];
  options: RenderOptions;
  /** Body points that rest on the floor in the last pose (tests check none of them floats). */
  supports: JointName[];
}

export const ILLUSTRATIONS: Illustration[] = [
  {
    file: 'forward-bend.svg',
    poses: [standing, forwardBendEnd],
    options: {
      title: 'Framåtböjning: en person står först upprätt och böjer sig sedan långsamt framåt med nästan raka knän och armarna hängande mot smalbenen.',
      motion: { pivot: 'pelvis', joint: 'head', pad: 6 },
    },
    supports: ['nearHeel', 'nearToe', 'farHeel', 'farToe'],
  },
  {
    file: 'backward-bend.svg',
    poses: [backwardBendStart, backwardBendEnd],
    options: {
      title: 'Bakåtböjning: en person står först upprätt med händerna på ländryggen och lutar sedan överkroppen försiktigt bakåt.',
      motion: { pivot: 'pelvis', joint: 'head', pad: 10 },
      echo: true,
      anchor: 'nearHeel',
    },
    supports: ['nearHeel', 'nearToe', 'farHeel', 'farToe'],
  },
  {
    file: 'sitting-tolerance.svg',
    poses: [sitting],
    options: { title: 'Sittande: en person sitter upprätt på en stol med fötterna i golvet, med en timer i telefonen bredvid.', props: ['chair'], timer: true },
    supports: ['nearHeel', 'nearToe', 'farHeel', 'farToe'],
  },
  {
    file: 'straight-leg-raise.svg',
    poses: [straightLegRaiseStart, straightLegRaiseEnd],
    options: {
      title: 'Benlyft: en person ligger på rygg med ena knät böjt och lyfter det andra, raka benet långsamt snett uppåt.',
      layout: 'overlay',
      props: ['mat'],
      motion: { pivot: 'nearHip', joint: 'nearAnkle', pad: 8 },
    },
    supports: ['pelvis', 'farHeel', 'farToe'],
  },
  {
    file: 'single-leg-stand.svg',
    poses: [singleLegStand],
    options: {
      title: 'Stå på ett ben: en person står på ett ben med det andra knät lyft och håller handen på en stolsrygg för stöd.',
      props: ['support-chair'],
    },
    supports: ['farHeel', 'farToe'],
  },
  {
    file: 'plank-hold.svg',
    poses: [plankHold],
    options: {
      title: 'Plankan: en person håller kroppen rak från huvud till hälar, på underarmarna och tårna, med en timer i telefonen bredvid.',
      props: ['mat'],
      timer: true,
    },
    supports: ['nearElbow', 'nearWrist', 'nearToe', 'farToe'],
  },
  {
    file: 'side-plank.svg',
    poses: [sidePlank],
    options: {
      title: 'Sidoplankan: en person ligger på sidan på underarmen och lyfter höften tills kroppen bildar en rak linje.',
      props: ['mat'],
      lift: 'pelvis',
    },
    supports: ['farElbow', 'farWrist', 'farAnkle'],
  },
  {
    file: 'bird-dog.svg',
    poses: [birdDog],
    options: {
      title: 'Fågelhunden: en person på alla fyra sträcker ut ena armen framåt och motsatt ben bakåt med ryggen rak som en bordsskiva.',
      props: ['mat'],
    },
    supports: ['nearHand', 'farKnee', 'farToe'],
  },
  {
    file: 'wall-sit.svg',
    poses: [wallSit],
    options: {
      title: 'Väggsittning: en person sitter med ryggen mot en vägg och knäna i rät vinkel, som på en osynlig stol, med en timer i telefonen bredvid.',
      props: ['wall'],
      timer: true,
    },
    supports: ['nearHeel', 'nearToe', 'farHeel', 'farToe'],
  },
  {
    file: 'category-pain.svg',
    poses: [painStanding],
    options: { title: 'Smärta: en person står med handen mot ländryggen där det gör ont.', highlight: 'waist' },
    supports: ['nearHeel', 'nearToe', 'farHeel', 'farToe'],
  },
  {
    file: 'category-movement.svg',
    poses: [lungeStretch],
    options: { title: 'Rörelse: en person tar ett långt steg framåt och sträcker ena armen mot taket.' },
    supports: ['nearHeel', 'nearToe', 'farToe'],
  },
  {
    file: 'category-lifestyle.svg',
    poses: [walking],
    options: { title: 'Livsstil: en person tar en lugn promenad.' },
    supports: ['nearHeel', 'farToe'],
  },
];

export const renderIllustration = (illustration: Illustration): string => renderFigure(illustration.poses, illustration.options);
