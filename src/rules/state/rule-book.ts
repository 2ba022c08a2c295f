/**
 * The rule book a match plays by (DESIGN §3 "Abilities and spells are plug-ins"): the core declares hook points
 * — places where it asks the plug-ins (a casualty falls, after a hit, a turn starts, what a roll re-rolls…) —
 * and each plug-in (a Character, Weapon or Command Ability, a spell, a rule of a faction) says what it adds at
 * which hook point. The match is handed its rule book when it is made (`createMatch`), and the core reads a hook
 * point's entries in the book's declared order: the plug-ins' order, then each plug-in's own order.
 *
 * No core file names an ability: it names a hook point, and the ability's file registers itself there.
 */

/**
 * A hook point: a named place where the core reads what plug-ins add, each entry of shape `T` (a function the
 * core calls, or a definition it reads). Declared by the layer that reads it, with {@link hookPoint}.
 */
export interface HookPoint<T> {
  readonly name: string;
  /** Never set: carries `T` for the type checker. */
  readonly entry?: T;
}

/** A new hook point named `name` (for error messages and docs/architecture.md). */
export function hookPoint<T>(name: string): HookPoint<T> {
  return { name };
}

/** What a plug-in's `install` is given: add an entry at a hook point. */
export type AddHook = <T>(point: HookPoint<T>, entry: T) => void;

/** One plug-in of a rule book: what an ability, a spell or a rule adds at the core's hook points. */
export interface RulePlugin {
  /** The name printed on the profiles (or of the rule), as the log and the coverage docs say it. */
  readonly name: string;
  /** Add this plug-in's entries, in the order the core must read them. */
  install(add: AddHook): void;
}

/** A plug-in from its name and its entries. */
export function plugin(name: string, install: (add: AddHook) => void): RulePlugin {
  return { name, install };
}

/** A rule book: plug-ins in a declared order, read by hook point. Never changes once made. */
export class RuleBook {
  readonly #entries = new Map<HookPoint<unknown>, unknown[]>();

  /** @param plugins in the order their entries are read at each hook point. */
  constructor(readonly plugins: readonly RulePlugin[]) {
    for (const p of plugins)
      p.install((point, entry) => {
        let list = this.#entries.get(point as HookPoint<unknown>);
        if (!list) {
          list = [];
          this.#entries.set(point as HookPoint<unknown>, list);
        }
        list.push(entry);
      });
  }

  /** The entries added at `point`, in the book's order (an empty list where no plug-in adds any). */
  all<T>(point: HookPoint<T>): readonly T[] {
    return (this.#entries.get(point as HookPoint<unknown>) ?? NONE) as readonly T[];
  }
}

const NONE: readonly unknown[] = Object.freeze([]);
