/**
 * Brute-force oracles for the exact dice maths: every face of every die (10^n cases, each 10^-n likely),
 * read straight from the rulebook's words, independent of src/rules. Keep n small (≤ 4 dice, ≤ 3 re-rolls).
 */

export type Result = 'success' | 'fail' | 'critical' | 'fumble';

/** A distribution keyed `result:aces` (or any key) → probability. */
export type Dist = Map<string, number>;

/** Rulebook "Dice Rolls": a 10 is always an Ace, a 1 never, otherwise the value needed or more. */
export function ace(v: number, aceOn: number): boolean {
  return v === 10 || (v !== 1 && v >= aceOn);
}

/** Rulebook "Successes, Failures, Criticals & Fumbles" for faces with the Destiny Dice first. */
export function readFaces(faces: readonly number[], aceOn: number): { result: Result; aces: number } {
  const aces = faces.filter((v) => ace(v, aceOn)).length;
  const destiny = faces[0];
  if (destiny === undefined) return { result: 'fail', aces: 0 };
  if (destiny === 10 && aces >= 2) return { result: 'critical', aces };
  if (destiny === 1 && aces === 0) return { result: 'fumble', aces };
  return { result: aces > 0 ? 'success' : 'fail', aces };
}

/** Call `fn` with every vector of `n` faces (1..10). */
export function eachFaces(n: number, fn: (faces: number[]) => void): void {
  const faces = new Array<number>(n).fill(1);
  const total = 10 ** n;
  for (let k = 0; k < total; k++) {
    let x = k;
    for (let d = 0; d < n; d++) {
      faces[d] = (x % 10) + 1;
      x = Math.floor(x / 10);
    }
    fn(faces);
  }
}

export function add(dist: Dist, key: string, p: number): void {
  dist.set(key, (dist.get(key) ?? 0) + p);
}

/**
 * Every outcome of `n` dice needing `aceOn`, with up to `rerolls` missed dice other than the Destiny Dice
 * re-rolled once (each re-roll's faces enumerated too). `visit` gets the final faces and a whole-number
 * weight; the weights add up to the returned denominator (exact integers, so sums lose nothing).
 */
export function eachRoll(
  n: number,
  aceOn: number,
  rerolls: number,
  visit: (faces: readonly number[], weight: number) => void,
): number {
  const most = rerollsPossible(n, rerolls);
  eachFaces(n, (faces) => {
    const misses: number[] = [];
    for (let d = 1; d < n; d++) if (!ace(faces[d]!, aceOn)) misses.push(d);
    const again = misses.slice(0, most);
    const weight = 10 ** (most - again.length);
    if (again.length === 0) {
      visit(faces, weight);
      return;
    }
    const out = [...faces];
    eachFaces(again.length, (re) => {
      again.forEach((d, k) => {
        out[d] = re[k]!;
      });
      visit(out, weight);
    });
  });
  return denominatorOf(n, rerolls);
}

function rerollsPossible(n: number, rerolls: number): number {
  return Math.max(0, Math.min(rerolls, n - 1));
}

/** The sum of the weights {@link eachRoll} gives for `n` dice and `rerolls`. */
export function denominatorOf(n: number, rerolls: number): number {
  return 10 ** (n + rerollsPossible(n, rerolls));
}

/** Distribution of `result:aces` of a roll of `n` dice (see {@link eachRoll}). */
export function bruteRoll(n: number, aceOn: number, rerolls = 0): Dist {
  const counts: Dist = new Map();
  const denominator = eachRoll(n, aceOn, rerolls, (faces, w) => {
    const r = readFaces(faces, aceOn);
    add(counts, `${r.result}:${r.aces}`, w);
  });
  return new Map([...counts].map(([k, c]) => [k, c / denominator]));
}

/**
 * An Opposed Roll by brute force: the target's `targetPool` dice, then the active side's pool less the
 * target's Aces (rulebook "Opposed Rolls"), at most `target.maxAces` of them (a Dispel), the target re-rolling
 * `target.rerolls` missed dice. Distribution of the active side's `result:aces`.
 */
export function bruteOpposed(
  activePool: number,
  targetPool: number,
  aceOn: number,
  activeRerolls = 0,
  target: { rerolls?: number; maxAces?: number } = {},
): Dist {
  const dist: Dist = new Map();
  const tDen = eachRoll(targetPool, aceOn, target.rerolls ?? 0, (t, tw) => {
    const removed = Math.min(t.filter((v) => ace(v, aceOn)).length, target.maxAces ?? targetPool);
    const left = Math.max(0, activePool - removed);
    const active: Dist = new Map();
    const aDen = eachRoll(left, aceOn, activeRerolls, (a, aw) => {
      const r = readFaces(a, aceOn);
      add(active, `${r.result}:${r.aces}`, aw);
    });
    for (const [k, c] of active) add(dist, k, (tw * c) / aDen);
  });
  return new Map([...dist].map(([k, c]) => [k, c / tDen]));
}

/** The largest absolute difference between two distributions (missing keys count as 0). */
export function maxDiff(a: Dist, b: Dist): number {
  let worst = 0;
  for (const k of new Set([...a.keys(), ...b.keys()])) {
    worst = Math.max(worst, Math.abs((a.get(k) ?? 0) - (b.get(k) ?? 0)));
  }
  return worst;
}
