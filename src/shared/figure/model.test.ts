import { describe, expect, it } from 'vitest';
import { forwardKinematics, heightAboveFloor, JOINT_LIMITS, PROPORTIONS, validatePose, type LimbAngles, type Pose } from './model';

const limb = (angles: Partial<LimbAngles> = {}): LimbAngles => ({ shoulder: 0, elbow: 0, wrist: 0, hip: 0, knee: 0, ankle: 0, ...angles });
const neutral: Pose = { posture: 'standing', pitch: 0, lumbar: 0, thoracic: 0, neck: 0, near: limb(), far: limb() };

describe('forwardKinematics', () => {
  const f = forwardKinematics(neutral);
  const j = f.joints;

  it('stands a neutral pose upright: head above pelvis above knees above feet', () => {
    expect(f.head.centre.y).toBeGreaterThan(j.neckBase.y);
    expect(j.neckBase.y).toBeGreaterThan(j.nearShoulder.y);
    expect(j.nearShoulder.y).toBeGreaterThan(j.pelvis.y);
    expect(j.pelvis.y).toBeGreaterThan(j.nearKnee.y);
    expect(j.nearKnee.y).toBeGreaterThan(j.nearAnkle.y);
    expect(j.nearAnkle.y).toBeGreaterThan(0);
  });

  it('gives an adult’s proportions (percent of standing height)', () => {
    const top = f.head.centre.y + f.head.radius;
    expect(top).toBeCloseTo(100, 0);
    expect(j.pelvis.y / top).toBeCloseTo(0.52, 1);
    expect(j.nearKnee.y / top).toBeCloseTo(0.28, 1);
    expect(j.nearShoulder.y / top).toBeCloseTo(0.81, 1);
    expect(j.nearAnkle.y).toBeCloseTo(PROPORTIONS.ankleHeight, 5);
  });

  it('puts both feet flat on the floor, toes in front of the heels', () => {
    for (const side of ['near', 'far'] as const) {
      expect(heightAboveFloor(f, `${side}Heel`)).toBeCloseTo(0, 5);
      expect(heightAboveFloor(f, `${side}Toe`)).toBeCloseTo(0, 5);
      expect(j[`${side}Toe`].x).toBeGreaterThan(j[`${side}Heel`].x);
    }
  });

  it('bends hips, knees and elbows the anatomical way (the figure faces +x)', () => {
    const bent = forwardKinematics({ ...neutral, near: limb({ hip: 90, knee: 90, shoulder: 0, elbow: 90 }) }).joints;
    expect(bent.nearKnee.x - bent.nearHip.x).toBeCloseTo(PROPORTIONS.thigh, 5);
    expect(bent.nearAnkle.y).toBeLessThan(bent.nearKnee.y);
    expect(bent.nearWrist.x).toBeGreaterThan(bent.nearElbow.x);
    const flexed = forwardKinematics({ ...neutral, lumbar: 30, thoracic: 20 }).joints;
    expect(flexed.neckBase.x).toBeGreaterThan(flexed.pelvis.x);
  });

  it('rests the lowest point of any pose on the floor', () => {
    const supine = forwardKinematics({ ...neutral, posture: 'supine', pitch: -90 });
    const lowest = Math.min(...supine.capsules.map((c) => Math.min(c.from.y, c.to.y) - c.width / 2), supine.head.centre.y - supine.head.radius);
    expect(lowest).toBeCloseTo(0, 5);
    expect(supine.facing!.y).toBeGreaterThan(0.9);
  });

  it('draws a side-lying figure from the front, with no profile', () => {
    const f2 = forwardKinematics({ ...neutral, posture: 'side-lying', pitch: 90 });
    expect(f2.view).toBe('front');
    expect(f2.facing).toBeNull();
    expect(f2.joints.nearShoulder.y).toBeGreaterThan(f2.joints.farShoulder.y);
  });
});

describe('validatePose', () => {
  it('accepts a neutral pose', () => {
    expect(validatePose(neutral)).toEqual([]);
  });

  it('reports every joint outside its range', () => {
    const issues = validatePose({ ...neutral, neck: 80, near: limb({ knee: -20, elbow: 170 }), far: limb({ hip: 140 }) });
    expect(issues.map((i) => i.joint).sort()).toEqual(['far.hip', 'near.elbow', 'near.knee', 'neck']);
    expect(issues.find((i) => i.joint === 'near.knee')).toMatchObject({ value: -20, min: JOINT_LIMITS.side.knee[0] });
  });

  it('never lets a knee or an elbow bend backwards beyond a few degrees', () => {
    expect(JOINT_LIMITS.side.knee[0]).toBeGreaterThanOrEqual(-5);
    expect(JOINT_LIMITS.side.elbow[0]).toBeGreaterThanOrEqual(0);
    expect(validatePose({ ...neutral, far: limb({ knee: -6 }) })).toHaveLength(1);
  });

  it('reports angles that are not numbers', () => {
    expect(validatePose({ ...neutral, lumbar: Number.NaN }).map((i) => i.joint)).toEqual(['lumbar']);
  });

  it('uses the frontal ranges for a side-lying pose', () => {
    const side: Pose = { ...neutral, posture: 'side-lying', pitch: 90, far: limb({ hip: 60 }) };
    expect(validatePose(side).map((i) => i.joint)).toEqual(['far.hip']);
  });
});
