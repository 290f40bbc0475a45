import { describe, expect, it } from 'vitest';
import { QUESTION_BANK } from '../content/question-bank';
import { forwardKinematics, heightAboveFloor, validatePose } from './model';
import { backwardBendEnd, forwardBendEnd, ILLUSTRATIONS, POSES } from './poses';

describe('the shipped poses', () => {
  it('are all anatomically possible', () => {
    for (const [name, { pose }] of Object.entries(POSES)) expect(validatePose(pose), name).toEqual([]);
    for (const ill of ILLUSTRATIONS) for (const pose of ill.poses) expect(validatePose(pose), ill.file).toEqual([]);
  });

  it('each have a Swedish alt text', () => {
    for (const [name, { alt }] of Object.entries(POSES)) expect(alt, name).toMatch(/^En person .{15,}\.$/);
    for (const ill of ILLUSTRATIONS) expect(ill.options.title.length, ill.file).toBeGreaterThan(30);
  });

  it('rest on the floor where they should (no floating feet, hands or knees)', () => {
    for (const ill of ILLUSTRATIONS) {
      const figure = forwardKinematics(ill.poses.at(-1)!);
      for (const joint of ill.supports) expect(heightAboveFloor(figure, joint), `${ill.file} ${joint}`).toBeLessThan(1);
    }
  });

  it('forward bend: the head hangs below the hips but stays above the floor', () => {
    const f = forwardKinematics(forwardBendEnd);
    expect(f.head.centre.y - f.head.radius).toBeGreaterThan(5);
    expect(f.head.centre.y).toBeLessThan(f.joints.pelvis.y);
    expect(f.joints.nearHand.y, 'hands towards the shins, not on the floor').toBeGreaterThan(5);
    expect(f.joints.nearHand.y).toBeLessThan(f.joints.nearKnee.y);
    expect(forwardBendEnd.near.knee, 'knees straight-ish').toBeLessThanOrEqual(15);
  });

  it('backward bend: the shoulders and head lean behind the hips (the figure faces +x)', () => {
    const f = forwardKinematics(backwardBendEnd);
    expect(f.joints.nearShoulder.x).toBeLessThan(f.joints.pelvis.x - 5);
    expect(f.head.centre.x).toBeLessThan(f.joints.nearShoulder.x);
    expect(f.facing!.x, 'still faces forward').toBeGreaterThan(0);
    expect(f.facing!.y, 'looks up a little').toBeGreaterThan(0);
  });

  it('straight-leg raise lifts a straight leg 45–60° while the other foot rests', () => {
    const raise = ILLUSTRATIONS.find((i) => i.file === 'straight-leg-raise.svg')!.poses.at(-1)!;
    const f = forwardKinematics(raise);
    const leg = { x: f.joints.nearAnkle.x - f.joints.nearHip.x, y: f.joints.nearAnkle.y - f.joints.nearHip.y };
    const angle = (Math.atan2(leg.y, leg.x) * 180) / Math.PI;
    expect(angle).toBeGreaterThanOrEqual(45);
    expect(angle).toBeLessThanOrEqual(60);
    expect(raise.near.knee).toBe(0);
  });

  it('bird dog: the stretched leg straight and level with the back, the foot pointed (not a bent knee)', () => {
    const pose = ILLUSTRATIONS.find((i) => i.file === 'bird-dog.svg')!.poses.at(-1)!;
    const j = forwardKinematics(pose).joints;
    expect(pose.near.knee).toBeLessThanOrEqual(3);
    expect(Math.abs(j.nearAnkle.y - j.nearHip.y)).toBeLessThan(5);
    expect(j.nearAnkle.x).toBeLessThan(j.nearHip.x - 40);
    const shin = Math.atan2(j.nearAnkle.y - j.nearKnee.y, j.nearAnkle.x - j.nearKnee.x);
    const foot = Math.atan2(j.nearToe.y - j.nearHeel.y, j.nearToe.x - j.nearHeel.x);
    expect((Math.abs(shin - foot) * 180) / Math.PI).toBeLessThanOrEqual(45);
  });

  it('draws every picture the question bank points at', () => {
    const files = new Set(ILLUSTRATIONS.map((i) => i.file));
    for (const q of QUESTION_BANK) if (q.imageUrl) expect(files.has(q.imageUrl.replace('/illustrations/', '')), q.imageUrl).toBe(true);
    for (const name of ['category-pain.svg', 'category-movement.svg', 'category-lifestyle.svg']) expect(files.has(name), name).toBe(true);
  });
});
