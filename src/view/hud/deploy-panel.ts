/**
 * The setup panel (rulebook "Deployment Zones"): while a person sets up a gang, its figures as chips — the one to
 * place next marked, those placed ticked with a way to take them back — and Auto-deploy (the rest where the game
 * suggests), Clear, and Done once every figure stands in the zone. Clicks on the board place figures (see
 * battle/deploy-input.ts); this panel only draws and reports.
 */
import { h, replace } from './dom-builder.ts';

/** One figure of the panel. */
export interface DeployRow {
  readonly id: string;
  readonly name: string;
  /** e.g. "30 mm". */
  readonly detail: string;
  readonly placed: boolean;
  /** The figure the next click on the board places. */
  readonly current: boolean;
}

/** What the panel's buttons ask for. */
export interface DeployEvents {
  pick(id: string): void;
  remove(id: string): void;
  auto(): void;
  clear(): void;
  done(): void;
}

export class DeployPanel {
  readonly root: HTMLElement;

  constructor() {
    this.root = h('section', {
      class: 'panel deploy-panel',
      'aria-label': 'Set up your figures',
      hidden: true,
    });
  }

  get open(): boolean {
    return !this.root.hidden;
  }

  /** Show `title`, the hint `text` and `rows`; Done is enabled when every figure is placed. */
  show(title: string, text: string, rows: readonly DeployRow[], on: DeployEvents): void {
    const left = rows.filter((r) => !r.placed).length;
    const chip = (r: DeployRow) =>
      h(
        'li',
        {
          class: `deploy-chip${r.placed ? ' placed' : ''}${r.current ? ' current' : ''}`,
          'data-character': r.id,
        },
        h(
          'button',
          {
            class: 'deploy-pick',
            title: r.placed ? `Move ${r.name}: click a lit tile` : `Place ${r.name}: click a lit tile`,
            'aria-pressed': String(r.current),
            onclick: () => on.pick(r.id),
          },
          r.placed ? '✓ ' : '',
          r.name,
          h('small', {}, ` ${r.detail}`),
        ),
        r.placed
          ? h(
              'button',
              {
                class: 'deploy-remove',
                title: `Take ${r.name} off the board`,
                'aria-label': `Take ${r.name} off the board`,
                onclick: () => on.remove(r.id),
              },
              '✕',
            )
          : null,
      );
    replace(
      this.root,
      h('h2', {}, title),
      h('p', { class: 'deploy-hint' }, text),
      h('ul', { class: 'deploy-chips' }, ...rows.map(chip)),
      h(
        'div',
        { class: 'buttons' },
        h(
          'button',
          {
            id: 'deploy-auto',
            disabled: left === 0,
            title: 'Set up every figure not yet placed where the game suggests',
            onclick: on.auto,
          },
          left === rows.length ? 'Auto-deploy all' : 'Auto-deploy the rest',
        ),
        h('button', { id: 'deploy-clear', disabled: left === rows.length, onclick: on.clear }, 'Clear'),
        h(
          'button',
          {
            class: 'confirm',
            id: 'deploy-done',
            disabled: left > 0,
            title:
              left > 0 ? `${left} figure${left === 1 ? '' : 's'} still to place` : 'Set the gang up here',
            onclick: on.done,
          },
          'Done',
        ),
      ),
    );
    this.root.hidden = false;
  }

  hide(): void {
    this.root.hidden = true;
  }
}
