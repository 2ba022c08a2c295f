/**
 * The page's side of the computer's worker (src/ai-worker.ts, ai-host.ts): sends it the match's new commands and
 * who must answer, and hands the choice back to the turn driver when it comes. One worker serves the page (an undo
 * or a replay step starts a match anew in it). Where workers cannot run, or the worker fails, the driver thinks on
 * the page instead (turn-driver.ts). No Phaser here.
 */
import type { Choice } from '../../ai/index.ts';
import type { ThinkReply, ThinkRequest } from './ai-host.ts';
import type { BattleSession } from './battle-session.ts';

/** A request on its way: waiting, then the choice, or why there is none (think on the page then). */
export interface RemoteThought {
  readonly gang: string;
  /** The page's match log length when it was asked (a choice is for that position only). */
  readonly at: number;
  /** The choice, once it came. */
  choice: Choice | null;
  /** Why no choice comes, once known. */
  failed: string | null;
}

/** What was sent of one match: the name the worker knows it by, and how many commands it has. */
interface Sent {
  readonly name: string;
  commands: number;
}

/** The link to one worker: `post` sends it a request, `listen` receives its replies and its failure. */
export interface WorkerLink {
  post(request: ThinkRequest): void;
  listen(reply: (r: ThinkReply) => void, failed: (reason: string) => void): void;
}

export class AiRemote {
  private readonly link: WorkerLink;
  private next = 1;
  private names = 0;
  private readonly waiting = new Map<
    number,
    { thought: RemoteThought; session: BattleSession; commands: number }
  >();
  private readonly sent = new WeakMap<BattleSession, Sent>();
  /** Why the worker stopped answering, or null while it works. */
  broken: string | null = null;

  constructor(link: WorkerLink) {
    this.link = link;
    link.listen(
      (r) => this.replied(r),
      (reason) => {
        this.broken = reason;
        for (const w of this.waiting.values()) w.thought.failed = `the worker failed: ${reason}`;
        this.waiting.clear();
      },
    );
  }

  /**
   * Ask the worker for the computer's command for `gang` (the gang that must answer `session` now, played by the
   * computer at its difficulty there). The thought is filled in when the reply comes.
   */
  ask(session: BattleSession, gang: string): RemoteThought {
    const m = session.match;
    const thought: RemoteThought = { gang, at: m.log.length, choice: null, failed: null };
    if (this.broken) {
      thought.failed = `the worker failed: ${this.broken}`;
      return thought;
    }
    this.send(session, thought);
    return thought;
  }

  /** Post the request of `thought`, with the commands of `session` the worker does not have yet. */
  private send(session: BattleSession, thought: RemoteThought): void {
    const m = session.match;
    let sent = this.sent.get(session);
    if (!sent) {
      sent = { name: `match-${++this.names}`, commands: 0 };
      this.sent.set(session, sent);
    }
    const id = this.next++;
    const request: ThinkRequest = {
      id,
      session: sent.name,
      setup: session.setup,
      seed: session.seed,
      from: sent.commands,
      commands: m.commands.slice(sent.commands),
      gang: thought.gang,
      difficulty: session.difficultyOf(thought.gang),
    };
    sent.commands = m.commands.length;
    this.waiting.set(id, { thought, session, commands: m.commands.length });
    this.link.post(request);
  }

  private replied(r: ThinkReply): void {
    const w = this.waiting.get(r.id);
    if (!w) return;
    this.waiting.delete(r.id);
    const { thought, session } = w;
    if (r.ok) {
      // The copy must stand where the page's match stood when asked.
      if (r.commands === w.commands && r.at === thought.at) thought.choice = r.choice;
      else thought.failed = `the worker's copy is out of step (${r.commands} commands, ${r.at} events)`;
      return;
    }
    const sent = this.sent.get(session);
    if (sent) sent.commands = 0;
    // The worker lacks earlier commands (it served another match meanwhile): send them all, once.
    if (r.resync && session.match.log.length === thought.at) this.send(session, thought);
    else thought.failed = r.reason;
  }
}

/** The page's worker link, made once; null where workers cannot run. */
let shared: AiRemote | null | undefined;

/**
 * The computer's worker for this page, started on first use; null where the page has no workers (then the computer
 * thinks on the page).
 */
export function aiRemote(): AiRemote | null {
  if (shared !== undefined) return shared;
  shared = null;
  if (typeof Worker === 'undefined') return shared;
  try {
    const worker = new Worker(new URL('../../ai-worker.ts', import.meta.url), {
      type: 'module',
      name: 'computer',
    });
    shared = new AiRemote({
      post: (request) => worker.postMessage(request),
      listen: (reply, failed) => {
        worker.onmessage = (e: MessageEvent<ThinkReply>) => reply(e.data);
        worker.onerror = (e) => {
          e.preventDefault();
          failed(e.message || 'it could not start');
        };
        worker.onmessageerror = () => failed('a message could not be read');
      },
    });
  } catch {
    shared = null;
  }
  return shared;
}
