/**
 * The end of a match, over the board: Victory Points of each gang (and how many of them its Agendas brought) and a
 * chart of them round by round, the Agendas each gang scored, the Objectives, who took out whom, the winner, Fortune's
 * Favour, and the ways on — play again (same gangs, next seed), watch the replay, export it, or back to the menu.
 */
import * as Phaser from 'phaser';
import { uiLayer } from '../../app/ui-layer.ts';
import { takenOutLine } from '../battle/taken-out.ts';
import { agendaSummaryLine } from '../hud/agenda-rows.ts';
import { h } from '../hud/dom-builder.ts';
import { vpChart } from '../hud/vp-chart.ts';
import { exportMatch } from '../menu/match-file.ts';
import type { GameOverData } from './game-over-data.ts';

/** The headline from a person's point of view (or neutral when the computer played every gang). */
export function headline(d: Pick<GameOverData, 'winner' | 'gangs'>): string {
  if (d.winner === null) return 'A draw';
  const winner = d.gangs.find((g) => g.id === d.winner);
  const humans = d.gangs.filter((g) => g.controller === 'human');
  if (humans.length === 1) return humans[0]!.id === d.winner ? 'Victory!' : 'Defeat';
  return `${winner?.name ?? d.winner} wins`;
}

/** Who held Fortune's Favour at the end: a win while holding it was helped by luck the opponent gave away. */
export function fortuneLine(d: Pick<GameOverData, 'fortune' | 'gangs' | 'winner'>): string {
  if (d.fortune === null) return "Fortune's Favour: no daring feat this game.";
  const name = d.gangs.find((g) => g.id === d.fortune)?.name ?? d.fortune;
  return d.fortune === d.winner
    ? `Fortune's Favour: ${name} held it at the end — a win with luck on its side.`
    : `Fortune's Favour: ${name} held it at the end.`;
}

export class GameOver extends Phaser.Scene {
  private panel: HTMLElement | null = null;

  constructor() {
    super('GameOver');
  }

  create(d: GameOverData): void {
    const { width, height } = this.scale;
    this.add.rectangle(0, 0, width, height, 0x000000, 0.45).setOrigin(0, 0);
    const best = Math.max(...d.gangs.map((g) => d.vp[g.id] ?? 0));
    this.panel = h(
      'section',
      { class: 'panel game-over', role: 'dialog', 'aria-label': 'Game over' },
      h('h1', {}, headline(d)),
      h(
        'table',
        { class: 'vp-table' },
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            h('th', {}, 'Gang'),
            h('th', {}, 'Victory Points'),
            h('th', { class: 'vp-agendas' }, 'of which Agendas'),
          ),
        ),
        h(
          'tbody',
          {},
          ...d.gangs.map((g) =>
            h(
              'tr',
              { class: (d.vp[g.id] ?? 0) === best ? 'lead' : '', 'data-gang': g.id },
              h(
                'td',
                {},
                h('span', { class: 'swatch', style: `background:${g.colour}` }),
                g.name,
                g.controller === 'ai' ? ' (computer)' : '',
              ),
              h('td', { class: 'vp-value' }, String(d.vp[g.id] ?? 0)),
              h('td', { class: 'vp-agendas' }, String(d.agendas[g.id]?.vp ?? 0)),
            ),
          ),
        ),
      ),
      d.rounds && d.rounds.length >= 2
        ? h(
            'figure',
            { class: 'vp-rounds' },
            vpChart(d.rounds, d.gangs),
            h('figcaption', {}, 'Victory Points round by round'),
          )
        : null,
      h('p', { class: 'agenda-summary-title' }, 'Agendas scored'),
      h(
        'ul',
        { class: 'agenda-summary', 'aria-label': 'Agendas scored' },
        ...d.gangs.map((g) =>
          h(
            'li',
            { 'data-gang': g.id },
            h('span', { class: 'swatch', style: `background:${g.colour}` }),
            `${g.name}: `,
            agendaSummaryLine(d.agendas[g.id] ?? { vp: 0, scored: [] }),
          ),
        ),
      ),
      d.scenario
        ? h(
            'section',
            { class: 'scenario-result', 'aria-label': d.scenario.title },
            h('p', { class: 'agenda-summary-title' }, d.scenario.title),
            h('ul', {}, ...d.scenario.lines.map((line) => h('li', {}, line))),
          )
        : null,
      d.takenOut && d.takenOut.length > 0
        ? h(
            'section',
            { class: 'taken-out', 'aria-label': 'Who took out whom' },
            h('p', { class: 'agenda-summary-title' }, `Who took out whom (${d.takenOut.length})`),
            h(
              'ul',
              {},
              ...d.takenOut.map((t) => {
                const lost = d.gangs.find((g) => g.id === t.gang);
                return h(
                  'li',
                  { 'data-gang': t.gang, title: `${lost?.name ?? t.gang} lost ${t.character}` },
                  h('span', { class: 'swatch', style: `background:${lost?.colour ?? '#888'}` }),
                  takenOutLine(t),
                );
              }),
            ),
          )
        : null,
      h(
        'p',
        { class: 'winner' },
        d.winner
          ? `Winner: ${d.gangs.find((g) => g.id === d.winner)?.name ?? d.winner}`
          : 'No winner: the gangs are level.',
      ),
      h('p', { class: 'fortune' }, fortuneLine(d)),
      h(
        'div',
        { class: 'buttons' },
        h('button', { class: 'primary', onclick: () => this.again(d) }, 'Play again'),
        d.replay
          ? h(
              'button',
              { class: 'watch', onclick: () => this.scene.start('Battle', d.replay?.watch) },
              'Watch the replay',
            )
          : null,
        d.replay
          ? h(
              'button',
              { class: 'export', onclick: () => d.replay && exportMatch(d.replay.record) },
              'Export',
            )
          : null,
        h('button', { onclick: () => this.toMenu() }, 'Menu'),
      ),
    );
    uiLayer().append(this.panel);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.panel?.remove();
      this.panel = null;
    });
  }

  private again(d: GameOverData): void {
    this.scene.start('Battle', d.again);
  }

  private toMenu(): void {
    this.scene.stop('Battle');
    this.scene.start('Menu');
  }
}
