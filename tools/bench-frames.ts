/**
 * `npm run bench:frames [-- --seconds N] [--seed N] [--renderer canvas|webgl|both] [--think worker|page] [--dist DIR]
 * [--port N] [--json]`:
 * how smoothly the battle draws while the computer plays both gangs at 1× (docs/performance.md "Frames"). It builds the
 * game for tests (`VITE_TEST_HOOKS=1`, for `?autoplay=ai`) into a temporary folder (or serves `--dist`), serves it
 * with `vite preview`, opens it in the system Chromium through Playwright (never a downloaded browser; `CHROMIUM_PATH`
 * or /usr/bin/chromium) at 1400×860, waits for the first round, then records the interval between
 * `requestAnimationFrame` callbacks for `--seconds` (default 30) — each marked by whether the computer was thinking
 * (the automation hook's `thinking`) — and prints p50 / p95 / max (ms) for every frame and for the frames while the
 * computer thinks, per renderer, against the target p95 ≤ 16.7 ms (Canvas, while the computer thinks). The computer
 * thinks in its worker (src/ai-worker.ts), or on the page in time slices with `--think page` (`?worker=off`).
 * Exits 1 when the target is missed, 2 on a bad flag or no Chromium.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { flagsOf } from './flags.ts';

/** The target: p95 of the frame interval while the computer thinks, Canvas renderer (ms; one frame at 60 Hz). */
const TARGET_MS = 16.7;

const { values } = flagsOf('bench:frames', {
  seconds: { type: 'string' },
  seed: { type: 'string' },
  renderer: { type: 'string' },
  think: { type: 'string' },
  dist: { type: 'string' },
  port: { type: 'string' },
  json: { type: 'boolean' },
});

const text = (k: string): string | undefined => (typeof values[k] === 'string' ? values[k] : undefined);
const seconds = Number(text('seconds') ?? 30);
const seed = Number(text('seed') ?? 7);
const port = Number(text('port') ?? 4191);
const which = text('renderer') ?? 'both';
const dist = text('dist');
const think = text('think') ?? 'worker';
if (!(seconds > 0) || !Number.isInteger(seed) || !Number.isInteger(port)) {
  process.stderr.write('bench:frames: --seconds must be > 0, --seed and --port whole numbers\n');
  process.exit(2);
}
if (!['worker', 'page'].includes(think)) {
  process.stderr.write('bench:frames: --think is worker or page\n');
  process.exit(2);
}
if (!['canvas', 'webgl', 'both'].includes(which)) {
  process.stderr.write('bench:frames: --renderer is canvas, webgl or both\n');
  process.exit(2);
}
const executablePath = CHROMIUM_PATH;
if (!existsSync(executablePath)) {
  process.stderr.write(
    `bench:frames: no Chromium at ${executablePath} (apt-get install -y chromium, or set CHROMIUM_PATH)\n`,
  );
  process.exit(2);
}

/** p-quantile of sorted `xs` (nearest rank). */
function quantile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return Number.NaN;
  return xs[Math.min(xs.length - 1, Math.max(0, Math.ceil(p * xs.length) - 1))]!;
}

interface Figures {
  readonly frames: number;
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
}

function figures(xs: number[]): Figures {
  const s = [...xs].sort((a, b) => a - b);
  return { frames: s.length, p50: quantile(s, 0.5), p95: quantile(s, 0.95), max: s.at(-1) ?? Number.NaN };
}

const root = resolve(import.meta.dirname, '..');
const outDir = dist ? resolve(dist) : mkdtempSync(join(tmpdir(), 'carnevale-frames-'));
if (!dist) {
  process.env.VITE_TEST_HOOKS = '1';
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}
const server = await preview({
  root,
  logLevel: 'warn',
  build: { outDir },
  // Cross-origin isolated, the page's clock reads to 5 µs instead of 100 µs: one frame at 60 Hz reads 16.67 ms, not
  // 16.6 or 16.8 by the rounding.
  preview: {
    port,
    strictPort: true,
    headers: { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' },
  },
});
const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });

const results: Record<string, { all: Figures; thinking: Figures }> = {};
try {
  for (const renderer of which === 'both' ? ['canvas', 'webgl'] : [which as string]) {
    const page = await browser.newPage({ viewport: { width: 1400, height: 860 } });
    await page.addInitScript(() => localStorage.setItem('carnevale:how-to-play', 'seen'));
    // The tool's compiler names the functions it ships to the page through a helper the page lacks: give it one.
    await page.addInitScript({ content: 'window.__name = (f) => f;' });
    const where = think === 'page' ? '&worker=off' : '';
    await page.goto(
      `http://127.0.0.1:${port}/?renderer=${renderer}&autoplay=ai&speed=1&seed=${seed}${where}`,
    );
    await page.waitForFunction(
      () => {
        const hook = (window as unknown as { __carnevale?: { state(): { scene: string; round: number } } })
          .__carnevale;
        return hook?.state().scene === 'Battle' && hook.state().round >= 1;
      },
      undefined,
      { timeout: 120_000 },
    );
    if (!(await page.evaluate(() => crossOriginIsolated)))
      process.stderr.write(
        'bench:frames: the page is not cross-origin isolated: its clock reads to 100 µs only\n',
      );
    const samples = await page.evaluate(
      (ms) =>
        new Promise<{ dt: number; thinking: boolean }[]>((done) => {
          const hook = (window as unknown as { __carnevale: { state(): { thinking: boolean } } }).__carnevale;
          const out: { dt: number; thinking: boolean }[] = [];
          let last = -1;
          const end = performance.now() + ms;
          const tick = (t: number) => {
            const thinking = hook.state().thinking;
            if (last >= 0) out.push({ dt: t - last, thinking });
            last = t;
            if (t < end) requestAnimationFrame(tick);
            else done(out);
          };
          requestAnimationFrame(tick);
        }),
      seconds * 1000,
    );
    results[renderer] = {
      all: figures(samples.map((s) => s.dt)),
      thinking: figures(samples.filter((s) => s.thinking).map((s) => s.dt)),
    };
    await page.close();
  }
} finally {
  await browser.close();
  await new Promise<void>((done) => server.httpServer.close(() => done()));
  if (!dist) rmSync(outDir, { recursive: true, force: true });
}

const canvas = results.canvas?.thinking;
const pass = canvas ? canvas.p95 <= TARGET_MS : null;
if (values.json) {
  process.stdout.write(`${JSON.stringify({ seconds, seed, think, results, target: TARGET_MS, pass })}\n`);
} else {
  const f = (x: number) => (Number.isFinite(x) ? x.toFixed(2).padStart(7) : '      -');
  process.stdout.write(
    `Frame intervals, ms (requestAnimationFrame; ${seconds} s of a computer-against-computer match at 1×, seed ${seed}, 1400×860; the computer thinks ${think === 'page' ? 'on the page' : 'in its worker'})\n`,
  );
  process.stdout.write('  renderer  frames taken  count       p50     p95     max\n');
  for (const [renderer, r] of Object.entries(results)) {
    for (const [kind, x] of [
      ['all', r.all],
      ['thinking', r.thinking],
    ] as const)
      process.stdout.write(
        `  ${renderer.padEnd(8)}  ${kind.padEnd(12)}  ${String(x.frames).padStart(6)}  ${f(x.p50)} ${f(x.p95)} ${f(x.max)}\n`,
      );
  }
  if (canvas)
    process.stdout.write(
      `Canvas, while the computer thinks: p95 ${canvas.p95.toFixed(2)} ms against the target ${TARGET_MS} ms: ${pass ? 'PASS' : 'OVER'}\n`,
    );
}
process.exit(pass === false ? 1 : 0);
