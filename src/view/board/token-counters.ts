/**
 * The counters a figure's token shows as badges (rulebook "Stun", "Hide", "Guard", "Dive"), and the mark of an
 * Objective carried: read from the engine's list, changed by `counter` events at the moment they play. Pure.
 */

/** The counters a token shows (rulebook "Stun", "Hide", "Guard", "Dive"). */
export interface TokenCounters {
  readonly stunned: boolean;
  readonly hidden: boolean;
  readonly guard: boolean;
  /** Underwater Counters held. */
  readonly underwater: number;
  /** It carries an Objective (rulebook "Primary Objective": Mobile); absent when it carries none. */
  readonly carrying?: boolean;
}

/** No counters. */
export const NO_COUNTERS: TokenCounters = { stunned: false, hidden: false, guard: false, underwater: 0 };

/** Counters from the engine's list (`countersOf`: names, one `underwater` per counter). */
export function countersFrom(names: readonly string[]): TokenCounters {
  return {
    stunned: names.includes('stunned'),
    hidden: names.includes('hidden'),
    guard: names.includes('guard'),
    underwater: names.filter((n) => n === 'underwater').length,
  };
}

/** The counters after a `counter` event: `name` gained or lost (all Underwater Counters go at once). */
export function withCounter(c: TokenCounters, name: string, gained: boolean): TokenCounters {
  switch (name) {
    case 'stunned':
    case 'hidden':
    case 'guard':
      return { ...c, [name]: gained };
    case 'underwater':
      return { ...c, underwater: gained ? c.underwater + 1 : 0 };
    default:
      return c;
  }
}

/** The badges for counters, left to right: text and colours. */
export function counterBadges(c: TokenCounters): { text: string; fill: number; ink: string; name: string }[] {
  const out: { text: string; fill: number; ink: string; name: string }[] = [];
  if (c.stunned) out.push({ text: 'S', fill: 0xffd23f, ink: '#2a1a00', name: 'stunned' });
  if (c.hidden) out.push({ text: 'H', fill: 0x5b4a7a, ink: '#f0e8ff', name: 'hidden' });
  if (c.guard) out.push({ text: 'G', fill: 0x2f6fd0, ink: '#ffffff', name: 'guard' });
  if (c.underwater > 0)
    out.push({ text: `U${c.underwater}`, fill: 0x18a3a0, ink: '#ffffff', name: 'underwater' });
  if (c.carrying) out.push({ text: '◆', fill: 0xf2c14e, ink: '#2a1a00', name: 'objective' });
  return out;
}
