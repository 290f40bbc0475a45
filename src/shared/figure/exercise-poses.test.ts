// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import * as exercisePoses from './exercise-poses';
import { EXERCISE_ILLUSTRATIONS, renderExerciseIllustration, type ExerciseIllustration } from './exercise-poses';
import { forwardKinematics, heightAboveFloor, validatePose, type Pose } from './model';

const illustrations = Object.entries(EXERCISE_ILLUSTRATIONS) as [string, ExerciseIllustration][];
const isPose = (v: unknown): v is Pose => typeof v === 'object' && v !== null && 'posture' in v && 'near' in v && 'far' in v;
const namedPoses = Object.entries(exercisePoses).filter((entry): entry is [string, Pose] => isPose(entry[1]));
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
