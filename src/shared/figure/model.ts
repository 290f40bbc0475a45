/**
 * One articulated figure, posed by joint angles and placed on a floor. Pure geometry (no DOM), so
 * the web app and the PDF report draw the same person. The drawing plane is two-dimensional:
 * standing, sitting, lying on the back or front and kneeling are seen from the side (the figure
 * faces +x); lying on the side (the side plank) is seen from the front.
 *
 * Units are percent of standing height; world y points up and the floor is y = 0. An absolute
 * segment direction `a` is measured in degrees clockwise from straight up, so a = 90 points the
 * way the face looks when standing.
 */

export type Posture = 'standing' | 'sitting' | 'supine' | 'prone' | 'side-lying' | 'hands-and-knees';
export type View = 'side' | 'front';
export type Side = 'near' | 'far';

/** Angles in degrees. Flexion is positive, extension negative; seen from the front they are abduction. */
export interface LimbAngles {
  shoulder: number;
  elbow: number;
  /** Bend of the hand in the drawing plane. */
  wrist: number;
  hip: number;
  knee: number;
  /** Plantar flexion positive (toes down), dorsal flexion negative. */
  ankle: number;
}

export interface Pose {
  posture: Posture;
  /** Pelvis orientation: 0 = trunk upright, 90 = trunk horizontal with the face down, −90 = face up. */
  pitch: number;
  /** Flexion between pelvis and the lumbar spine, and between lumbar and thoracic spine. */
  lumbar: number;
  thoracic: number;
  neck: number;
  near: LimbAngles;
  far: LimbAngles;
  /** The hands rest on the back: forearms and hands pass behind the trunk and are hidden by it. */
  handsBehindBack?: boolean;
}

/** Segment lengths of an adult in percent of height (after Drillis & Contini / Winter), and the drawn thickness. */
export const PROPORTIONS = {
  thigh: 24,
  shin: 24,
  ankleHeight: 4,
  heel: 3.5,
  toe: 11.5,
  pelvis: 10,
  lumbar: 9,
  thorax: 14,
  neck: 4,
  headRadius: 6.5,
  headLift: 4.5,
  headForward: 1,
  shoulderDrop: 4,
  upperArm: 18.5,
  forearm: 14.5,
  hand: 6.5,
  /** Half the distance between the shoulder joints and between the hip joints, seen from the front. */
  shoulderSpread: 7.5,
  hipSpread: 4,
} as const;

export const WIDTHS = {
  side: { pelvis: 12.5, lumbar: 12.5, thorax: 12.5, neck: 5, upperArm: 5.4, forearm: 4.6, hand: 4.2, thigh: 8.2, shin: 6.2, foot: 3.8 },
  front: { pelvis: 16, lumbar: 16, thorax: 16, neck: 5.5, upperArm: 5.4, forearm: 4.6, hand: 4.2, thigh: 7.4, shin: 6, foot: 4.4 },
} as const;

type Range = readonly [min: number, max: number];
export type LimitedJoint = 'lumbar' | 'thoracic' | 'neck' | keyof LimbAngles;

/** Active ranges of motion of an adult, in degrees, for the plane each view shows. */
export const JOINT_LIMITS: Record<View, Record<LimitedJoint, Range>> = {
  side: {
    lumbar: [-30, 60],
    thoracic: [-15, 45],
    neck: [-60, 50],
    shoulder: [-60, 180],
    elbow: [0, 150],
    wrist: [-90, 90],
    hip: [-30, 130],
    knee: [-5, 150],
    ankle: [-25, 50],
  },
  front: {
    lumbar: [-35, 35],
    thoracic: [-25, 25],
    neck: [-40, 40],
    shoulder: [-20, 180],
    elbow: [0, 150],
    wrist: [-90, 90],
    hip: [-25, 45],
    knee: [-5, 150],
    ankle: [-25, 50],
  },
};

export interface PoseIssue {
  joint: string;
  value: number;
  min: number;
  max: number;
}

export const viewOf = (posture: Posture): View => (posture === 'side-lying' ? 'front' : 'side');

/** Every joint angle outside its range (or not a finite number); empty when the pose is possible. */
export function validatePose(pose: Pose): PoseIssue[] {
  const limits = JOINT_LIMITS[viewOf(pose.posture)];
  const issues: PoseIssue[] = [];
  const check = (joint: string, value: number, [min, max]: Range) => {
    if (!Number.isFinite(value) || value < min || value > max) issues.push({ joint, value, min, max });
  };
  if (!Number.isFinite(pose.pitch)) issues.push({ joint: 'pitch', value: pose.pitch, min: -180, max: 180 });
  check('lumbar', pose.lumbar, limits.lumbar);
  check('thoracic', pose.thoracic, limits.thoracic);
  check('neck', pose.neck, limits.neck);
  for (const side of ['near', 'far'] as const) {
    for (const joint of ['shoulder', 'elbow', 'wrist', 'hip', 'knee', 'ankle'] as const) {
      check(`${side}.${joint}`, pose[side][joint], limits[joint]);
    }
  }
  return issues;
}

export interface Point {
  x: number;
  y: number;
}

type LimbJoint = `${Side}${'Shoulder' | 'Elbow' | 'Wrist' | 'Hand' | 'Hip' | 'Knee' | 'Ankle' | 'Heel' | 'Toe'}`;
export type JointName = 'pelvis' | 'waist' | 'chest' | 'neckBase' | 'neckTop' | 'head' | LimbJoint;

export type Part = 'torso' | 'neck' | 'upperArm' | 'forearm' | 'hand' | 'thigh' | 'shin' | 'foot';
export interface Capsule {
  from: Point;
  to: Point;
  width: number;
  part: Part;
  /** Drawing layer: far limbs behind the body, near limbs in front of it. */
  layer: Side | 'body';
  /** Drawn behind the trunk whatever the layer (a hand on the back). */
  behind?: boolean;
}

export interface Figure {
  pose: Pose;
  view: View;
  joints: Record<JointName, Point>;
  capsules: Capsule[];
  head: { centre: Point; radius: number };
  /** The direction the face looks (side view), or null when the face is towards the viewer. */
  facing: Point | null;
  /** The direction from the centre of the head to its crown. */
  crown: Point;
}

const rad = (deg: number) => (deg * Math.PI) / 180;
export const direction = (a: number): Point => ({ x: Math.sin(rad(a)), y: Math.cos(rad(a)) });
const along = (p: Point, a: number, length: number): Point => {
  const d = direction(a);
  return { x: p.x + d.x * length, y: p.y + d.y * length };
};

/** Joint positions and drawn shapes, moved so that the lowest point of the body rests on the floor (y = 0). */
export function forwardKinematics(pose: Pose): Figure {
  const view = viewOf(pose.posture);
  const P = PROPORTIONS;
  const W = WIDTHS[view];
  const front = view === 'front';
  const aPelvis = pose.pitch;
  const aLumbar = aPelvis + pose.lumbar;
  const aThorax = aLumbar + pose.thoracic;
  const aHead = aThorax + pose.neck;

  const j: Partial<Record<JointName, Point>> = {};
  j.pelvis = { x: 0, y: 0 };
  j.waist = along(j.pelvis, aPelvis, P.pelvis);
  j.chest = along(j.waist, aLumbar, P.lumbar);
  j.neckBase = along(j.chest, aThorax, P.thorax);
  j.neckTop = along(j.neckBase, aThorax + pose.neck / 2, P.neck);
  j.head = along(along(j.neckTop, aHead, P.headLift), aHead + 90, front ? 0 : P.headForward);
  const shoulders = along(j.neckBase, aThorax, -P.shoulderDrop);

  const capsules: Capsule[] = [];
  const add = (from: Point, to: Point, part: Part, layer: Capsule['layer'], width: number = W[part as keyof typeof W]) =>
    capsules.push({ from, to, width, part, layer, ...(pose.handsBehindBack && (part === 'forearm' || part === 'hand') ? { behind: true } : {}) });

  for (const side of ['far', 'near'] as const) {
    const limb = pose[side];
    // Seen from the front the far (lower) limbs hang on one side of the trunk and the near ones on the other.
    const sign = front && side === 'near' ? -1 : 1;
    const shoulder = along(shoulders, aThorax + 90, front ? sign * P.shoulderSpread : 0);
    const aUpperArm = aThorax + 180 - sign * limb.shoulder;
    const elbow = along(shoulder, aUpperArm, P.upperArm);
    // Seen from the front, elbow, wrist and knee bends are drawn as they project, not mirrored per side.
    const aForearm = aUpperArm - limb.elbow;
    const wrist = along(elbow, aForearm, P.forearm);
    const hand = along(wrist, aForearm - limb.wrist, P.hand);
    const hip = along(j.pelvis, aPelvis + 90, front ? sign * P.hipSpread : 0);
    const aThigh = aPelvis + 180 - sign * limb.hip;
    const knee = along(hip, aThigh, P.thigh);
    const aShin = aThigh + limb.knee;
    const ankle = along(knee, aShin, P.shin);
    let heel: Point;
    let toe: Point;
    if (front) {
      heel = ankle;
      toe = along(ankle, aShin, P.ankleHeight - W.foot / 2);
    } else {
      const aFoot = aShin - 90 + limb.ankle;
      const sole = along(ankle, aShin, P.ankleHeight - W.foot / 2);
      heel = along(sole, aFoot, -P.heel);
      toe = along(sole, aFoot, P.toe);
    }
    Object.assign(j, {
      [`${side}Shoulder`]: shoulder,
      [`${side}Elbow`]: elbow,
      [`${side}Wrist`]: wrist,
      [`${side}Hand`]: hand,
      [`${side}Hip`]: hip,
      [`${side}Knee`]: knee,
      [`${side}Ankle`]: ankle,
      [`${side}Heel`]: heel,
      [`${side}Toe`]: toe,
    });
    add(hip, knee, 'thigh', side);
    add(knee, ankle, 'shin', side);
    add(heel, toe, 'foot', side);
    add(shoulder, elbow, 'upperArm', side);
    add(elbow, wrist, 'forearm', side);
    add(wrist, hand, 'hand', side);
  }
  // The buttocks sit behind the hip joint and the chest in front of the spine; the chest stops short of
  // the neck so the shoulders stay low.
  add(along(j.pelvis, aPelvis - 90, front ? 0 : 1.5), j.waist, 'torso', 'body', W.pelvis);
  const chest = along(j.chest, aThorax + 90, front ? 0 : 0.8);
  add(j.waist, chest, 'torso', 'body', W.lumbar);
  add(chest, along(j.neckBase, aThorax, -(W.thorax / 2 - 1)), 'torso', 'body', W.thorax);
  add(along(j.neckBase, aThorax, -2), j.neckTop, 'neck', 'body');

  const figure: Figure = {
    pose,
    view,
    joints: j as Record<JointName, Point>,
    capsules,
    head: { centre: j.head, radius: P.headRadius },
    facing: front ? null : direction(aHead + 90),
    crown: direction(aHead),
  };
  return translate(figure, { x: 0, y: -lowestPoint(figure) });
}

export function lowestPoint(figure: Figure): number {
  const bottoms = figure.capsules.map((c) => Math.min(c.from.y, c.to.y) - c.width / 2);
  return Math.min(figure.head.centre.y - figure.head.radius, ...bottoms);
}

/** The height of the lowest drawn point at a joint (of the shapes that start or end within 2 units of it): 0 when it rests on the floor. */
export function heightAboveFloor(figure: Figure, joint: JointName): number {
  const p = figure.joints[joint];
  const ends = figure.capsules.flatMap((c) => [c.from, c.to].map((q) => ({ q, r: c.width / 2 })));
  return Math.min(...ends.filter(({ q }) => Math.hypot(q.x - p.x, q.y - p.y) <= 2).map(({ q, r }) => q.y - r));
}

export function translate(figure: Figure, by: Point): Figure {
  const moved = new Map<Point, Point>();
  const move = (p: Point): Point => {
    let q = moved.get(p);
    if (!q) {
      q = { x: p.x + by.x, y: p.y + by.y };
      moved.set(p, q);
    }
    return q;
  };
  const joints = Object.fromEntries(Object.entries(figure.joints).map(([k, p]) => [k, move(p)])) as Record<JointName, Point>;
  return {
    ...figure,
    joints,
    capsules: figure.capsules.map((c) => ({ ...c, from: move(c.from), to: move(c.to) })),
    head: { ...figure.head, centre: move(figure.head.centre) },
  };
}
