// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import * as exercisePoses from './exercise-poses';
import { EXERCISE_ILLUSTRATIONS, renderExerciseIllustration, type ExerciseIllustration } from './exercise-poses';
import { forwardKinematics, heightAboveFloor, validatePose, type Point, type Pose } from './model';

const illustrations = Object.entries(EXERCISE_ILLUSTRATIONS) as [string, ExerciseIllustration][];
const isPose = (v: unknown): v is Pose => typeof v === 'object' && v !== null && 'posture' in v && 'near' in v && 'far' in v;
const namedPoses = Object.entries(exercisePoses).filter((entry): entry is [string, Pose] => isPose(entry[1]));
/** The angle of the line from a to b above the horizontal, in degrees, whichever way it runs (−90 to 90). */
const slope = (a: Point, b: Point) => (Math.atan(Math.abs(b.y - a.y) / Math.abs(b.x - a.x || 1e-9)) * 180 * Math.sign(b.y - a.y)) / Math.PI;
const figureOf = (id: string, at: number) => forwardKinematics(EXERCISE_ILLUSTRATIONS[id as keyof typeof EXERCISE_ILLUSTRATIONS].poses.at(at)!);

/** Held positions: one pose, no movement to show. */
const HOLDS = ['walking', 'prone-on-elbows', 'knee-plank'];

describe('the exercise poses', () => {
  it('are all anatomically possible', () => {
    expect(namedPoses.length).toBeGreaterThanOrEqual(15);
    for (const [name, pose] of namedPoses) expect(validatePose(pose), name).toEqual([]);
    for (const [id, ill] of illustrations) ill.poses.forEach((pose, i) => expect(validatePose(pose), `${id} pose ${i}`).toEqual([]));
  });

  it('rest on the floor where they should (no floating feet, hands, knees or backs)', () => {
    for (const [id, ill] of illustrations) {
      expect(ill.supports.length, id).toBeGreaterThan(0);
      const figure = forwardKinematics(ill.poses.at(-1)!);
      for (const joint of ill.supports) expect(heightAboveFloor(figure, joint), `${id} ${joint}`).toBeLessThan(1);
    }
  });

  it('show the start and the end pose side by side where there is a movement', () => {
    for (const [id, ill] of illustrations) {
      if (HOLDS.includes(id)) expect(ill.poses, id).toHaveLength(1);
      else expect(ill.poses.length, id).toBeGreaterThanOrEqual(2);
      expect(ill.options.layout ?? 'sequence', id).toBe('sequence');
    }
  });

  it('look like the exercise they name', () => {
    // Knees to the chest: the knees come up over the belly, the back stays down.
    const [lying, hugging] = [figureOf('knee-to-chest', 0), figureOf('knee-to-chest', -1)];
    expect(hugging.joints.nearKnee.x).toBeLessThan(hugging.joints.pelvis.x);
    const kneeToChest = (f: typeof lying) => Math.hypot(f.joints.nearKnee.x - f.joints.chest.x, f.joints.nearKnee.y - f.joints.chest.y);
    expect(kneeToChest(hugging)).toBeLessThan(kneeToChest(lying) - 15);
    expect(heightAboveFloor(hugging, 'chest')).toBeLessThan(1);
    // Child's pose: sitting back, the hips behind the knees, the head down by the floor in front of them.
    const child = figureOf('childs-pose', -1);
    expect(child.joints.pelvis.x).toBeLessThan(child.joints.nearKnee.x);
    expect(child.head.centre.x).toBeGreaterThan(child.joints.nearKnee.x);
    expect(child.head.centre.y - child.head.radius).toBeLessThan(3);
    // Cat and cow: the back rounds up, then sags below the line from hips to shoulders.
    const [cat, cow] = [figureOf('cat-camel', 0), figureOf('cat-camel', -1)];
    const sag = (f: typeof cat) => f.joints.chest.y - (f.joints.pelvis.y + f.joints.neckBase.y) / 2;
    expect(sag(cat)).toBeGreaterThan(2);
    expect(sag(cow)).toBeLessThan(-1);
    // Bridge: the hips lift above the shoulders and knees-hips-shoulders come close to a line.
    const bridge = figureOf('bridge', -1);
    expect(bridge.joints.pelvis.y - bridge.joints.nearShoulder.y).toBeGreaterThan(8);
    // Resting on the elbows: the hips stay down while the chest lifts.
    const sphinx = figureOf('prone-on-elbows', -1);
    expect(heightAboveFloor(sphinx, 'waist')).toBeLessThan(1);
    expect(sphinx.joints.neckBase.y).toBeGreaterThan(sphinx.joints.pelvis.y + 8);
    // Hip hinge: the trunk tips forward from the hips, the head comes down, the feet stay put.
    const hinge = figureOf('hip-hinge', -1);
    expect(hinge.head.centre.y).toBeLessThan(figureOf('hip-hinge', 0).head.centre.y - 15);
    // Sitting forward: the head comes down towards the knees.
    expect(figureOf('seated-forward-bend', -1).head.centre.y).toBeLessThan(figureOf('seated-forward-bend', 0).head.centre.y - 15);
    // Heel raise: up on the toes.
    const toes = figureOf('heel-raise', -1);
    expect(heightAboveFloor(toes, 'nearHeel')).toBeGreaterThan(3);
  });

  // Issue 17: what the pictures showed was not what the cards say.
  it('bird dog: the back leg straight and level with the back, the opposite arm straight forward', () => {
    const [start, end] = [figureOf('bird-dog', 0), figureOf('bird-dog', -1)];
    const pose = EXERCISE_ILLUSTRATIONS['bird-dog'].poses.at(-1)!;
    const j = end.joints;
    // The near leg reaches back (the figure faces +x): knee straight, thigh and shin about horizontal.
    expect(pose.near.knee).toBeLessThanOrEqual(3);
    expect(Math.abs(slope(j.nearHip, j.nearKnee))).toBeLessThanOrEqual(10);
    expect(Math.abs(slope(j.nearKnee, j.nearAnkle))).toBeLessThanOrEqual(10);
    expect(j.nearAnkle.x).toBeLessThan(j.nearHip.x - 40);
    // Level with the back: the ankle within a few units of the hip's height, and the foot carries the
    // line on backwards, pointed (within 45° of the shin), so at any size it reads as a foot and
    // not as a bent knee; the toes never turn up.
    expect(Math.abs(j.nearAnkle.y - j.nearHip.y)).toBeLessThan(5);
    const shin = Math.atan2(j.nearAnkle.y - j.nearKnee.y, j.nearAnkle.x - j.nearKnee.x);
    const foot = Math.atan2(j.nearToe.y - j.nearHeel.y, j.nearToe.x - j.nearHeel.x);
    expect((Math.abs(shin - foot) * 180) / Math.PI).toBeLessThanOrEqual(45);
    expect(j.nearToe.x).toBeLessThan(j.nearAnkle.x - 6);
    expect(j.nearToe.y).toBeLessThanOrEqual(j.nearAnkle.y);
    // The far arm straight forward at about shoulder height; the other hand and knee stay down.
    expect(pose.far.elbow).toBeLessThanOrEqual(10);
    expect(Math.abs(slope(j.farShoulder, j.farHand))).toBeLessThanOrEqual(15);
    expect(j.farHand.x).toBeGreaterThan(j.farShoulder.x + 30);
    expect(heightAboveFloor(end, 'nearHand')).toBeLessThan(1);
    expect(heightAboveFloor(end, 'farKnee')).toBeLessThan(1);
    // The start is all fours: both knees down.
    expect(heightAboveFloor(start, 'nearKnee')).toBeLessThan(1);
  });

  it('knee lift: the thigh comes up to about hip height, clear of the chair', () => {
    const [start, end] = [figureOf('standing-knee-lift', 0), figureOf('standing-knee-lift', -1)];
    const j = end.joints;
    expect(Math.abs(slope(j.nearHip, j.nearKnee))).toBeLessThanOrEqual(15);
    expect(j.nearKnee.x).toBeGreaterThan(j.nearHip.x + 20);
    // The hand on the chair back in front: knee and foot stay behind it (nothing passes through the chair).
    for (const p of [j.nearKnee, j.nearAnkle, j.nearToe]) expect(p.x + 4).toBeLessThan(j.nearHand.x);
    expect(heightAboveFloor(end, 'farHeel')).toBeLessThan(1);
    expect(heightAboveFloor(start, 'nearHeel')).toBeLessThan(1);
  });

  it('wall sit: starts high, the knees bent well under a right angle and the hips above the knees', () => {
    const pose = EXERCISE_ILLUSTRATIONS['wall-sit'].poses.at(-1)!;
    const j = figureOf('wall-sit', -1).joints;
    for (const side of ['near', 'far'] as const) {
      expect(pose[side].knee).toBeGreaterThanOrEqual(40);
      expect(pose[side].knee).toBeLessThan(70);
    }
    // The thigh slopes down from the hip at least 25°: well above a 90° sit, where it is level.
    expect(slope(j.nearHip, j.nearKnee)).toBeLessThanOrEqual(-25);
    // The back upright against the wall: shoulders above the hips.
    expect(Math.abs(j.neckBase.x - j.pelvis.x)).toBeLessThan(5);
  });

  it('heel raise: the end frame clearly up on the toes, the whole body raised, with an arrow up', () => {
    const [start, end] = [figureOf('heel-raise', 0), figureOf('heel-raise', -1)];
    expect(heightAboveFloor(end, 'nearHeel') - heightAboveFloor(start, 'nearHeel')).toBeGreaterThanOrEqual(8);
    expect(heightAboveFloor(end, 'farHeel')).toBeGreaterThanOrEqual(7);
    expect(end.head.centre.y - start.head.centre.y).toBeGreaterThanOrEqual(6);
    expect(EXERCISE_ILLUSTRATIONS['heel-raise'].options.rise).toBe('nearHeel');
  });
});

describe('the exercise pictures', () => {
  it.each(illustrations)('%s renders as small, self-contained SVG with a Swedish title', (_id, ill) => {
    const svg = renderExerciseIllustration(ill);
    expect(svg.length).toBeLessThan(8 * 1024);
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toMatch(/href="http/i);
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = doc.documentElement;
    expect(root.nodeName).toBe('svg');
    expect(root.getAttribute('role')).toBe('img');
    const title = root.getElementsByTagName('title')[0]?.textContent ?? '';
    expect(title).toBe(ill.options.title);
    expect(root.getAttribute('aria-label')).toBe(title);
    expect(title).toMatch(/^[A-ZÅÄÖ][^:]{2,40}: en person .{20,}\.$/);
  });

  it('keeps every point it draws inside the view box', () => {
    for (const [id, ill] of illustrations) {
      const svg = renderExerciseIllustration(ill);
      const [, w, h] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg)!.map(Number) as [number, number, number];
      const points = [...svg.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)|cx="(-?[\d.]+)" cy="(-?[\d.]+)"|x="(-?[\d.]+)" y="(-?[\d.]+)"/g)].map((m) => {
        const [x, y] = m
          .slice(1)
          .filter((v) => v !== undefined)
          .map(Number);
        return { x: x!, y: y! };
      });
      expect(points.length, id).toBeGreaterThan(20);
      for (const p of points) {
        expect(p.x, id).toBeGreaterThanOrEqual(0);
        expect(p.x, id).toBeLessThanOrEqual(w);
        expect(p.y, id).toBeGreaterThanOrEqual(0);
        expect(p.y, id).toBeLessThanOrEqual(h);
      }
    }
  });
});
