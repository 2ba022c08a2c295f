/**
 * The computer's worker: answers the page's requests to think (src/view/battle/ai-host.ts) on its own copy of the
 * match, so that the page's frames go to drawing alone while the computer thinks (docs/performance.md "Frames").
 * Started by src/view/battle/ai-remote.ts.
 */
import { AiHost, type ThinkRequest } from './view/battle/ai-host.ts';
import { levelBoard } from './view/battle/boards.ts';

/** The worker's side of its messages (the DOM's types name the page's, not a worker's). */
interface WorkerScope {
  onmessage: ((e: MessageEvent<ThinkRequest>) => void) | null;
  postMessage(message: unknown): void;
}

const scope = self as unknown as WorkerScope;
const host = new AiHost(levelBoard);
scope.onmessage = (e) => scope.postMessage(host.think(e.data));
