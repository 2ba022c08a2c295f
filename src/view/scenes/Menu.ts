/**
 * The menu: the title, the default match one click away ("Play Gang War": The Guild against the computer's
 * Rashaar on the Venice board, set up by the engine in the board's zones), the scenario page (any scenario of The
 * Winds of Fate, its board, 2–4 seats each a person or the computer, set up by the players), the gang builder, and
 * the options — which gang is yours in the quick match, computer against computer or two players at one machine,
 * how hard the computer plays, the seed. `?autoplay=ai` starts the default match with the computer on every side (in a
 * build for tests: app/test-hooks.ts).
 */
import * as Phaser from 'phaser';
import { clearCampaign, readCampaign, writeCampaign } from '../../app/campaign-store.ts';
import { indexedDbRosterStore, loadSaved, memoryRosterStore } from '../../app/roster-store.ts';
import {
  addToHistory,
  browserKeyStore,
  clearAutosave,
  readAutosave,
  readHistory,
  writeAutosave,
} from '../../app/save-store.ts';
import { TEST_HOOKS } from '../../app/test-hooks.ts';
import { readTutorial } from '../../app/tutorial-store.ts';
import { uiLayer } from '../../app/ui-layer.ts';
import { pageOptions } from '../../app/url-options.ts';
import { campaignSetup, parseCampaign } from '../../campaign/campaign.ts';
import { defaultMatchSetup } from '../../campaign/default-match.ts';
import { parseMatchRecord, type SavedMatch } from '../../campaign/match-record.ts';
import { replayRecord, saveOf } from '../../campaign/match-replay.ts';
import type { MatchSave } from '../../campaign/match-save.ts';
import { readyGangs } from '../../content/index.ts';
import { lessons } from '../../content/tutorial/lessons.ts';
import type { Controller } from '../../rules/index.ts';
import { boardOf } from '../battle/boards.ts';
import { builderPanel } from '../builder/builder-panel.ts';
import { RulesPanel } from '../hud/rules-panel.ts';
import { mix } from '../iso/palette.ts';
import { campaignPage } from '../menu/campaign-page.ts';
import { continueRow } from '../menu/continue-row.ts';
import { finishedList } from '../menu/finished-list.ts';
import { chooseJsonFile, exportJson, exportMatch } from '../menu/match-file.ts';
import { freshSeed, type MenuChoice, type MenuSettings, menuPanel } from '../menu/menu-panel.ts';
import { scenarioPage } from '../menu/scenario-page.ts';
import { tutorialPage } from '../menu/tutorial-page.ts';
import { lessonBattle } from '../tutorial/lesson-battle.ts';
import type { BattleData } from './battle-data.ts';

/** The battle a menu choice starts. */
export function battleFor(choice: MenuChoice): BattleData {
  const controllers: [Controller, Controller] =
    choice.mode === 'ai-vs-ai'
      ? ['ai', 'ai']
      : choice.mode === 'hot-seat'
        ? ['human', 'human']
        : choice.side === 0
          ? ['human', 'ai']
          : ['ai', 'human'];
  return {
    setup: defaultMatchSetup({ controllers }),
    seed: choice.seed,
    speed: choice.speed,
    ask: choice.ask,
    difficulty: choice.difficulty,
  };
}

/** `?autoplay=ai` starts one match per page load; coming back to the menu afterwards shows the menu. */
let autoplayed = false;

export class Menu extends Phaser.Scene {
  private panel: HTMLElement | null = null;
  private rules: RulesPanel | null = null;

  constructor() {
    super('Menu');
  }

  create(data?: { page?: 'tutorial' }): void {
    this.drawBackdrop();
    const url = pageOptions();
    if (TEST_HOOKS && url.autoplay === 'ai' && !autoplayed) {
      autoplayed = true;
      this.start({
        mode: 'ai-vs-ai',
        side: 0,
        seed: url.seed ?? freshSeed(),
        speed: url.speed ?? 4,
        ask: { willPoints: 'never', commandPoints: 'never' },
        difficulty: 'normal',
      });
      return;
    }
    if (data?.page === 'tutorial') void this.showTutorial();
    else this.showMenu();
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.panel?.remove();
      this.panel = null;
    });
    this.scale.on(Phaser.Scale.Events.RESIZE, this.drawBackdrop, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () =>
      this.scale.off(Phaser.Scale.Events.RESIZE, this.drawBackdrop, this),
    );
  }

  private start(choice: MenuChoice): void {
    this.scene.start('Battle', battleFor(choice));
  }

  private showMenu(): void {
    const url = pageOptions();
    this.panel?.remove();
    this.panel = menuPanel(
      readyGangs().slice(0, 2),
      url.seed,
      url.speed ?? 1,
      (choice) => this.start(choice),
      {
        build: () => this.showBuilder(),
        scenarios: (settings) => this.showScenarios(settings),
        campaign: () => void this.showCampaign(),
        tutorial: () => void this.showTutorial(),
        rules: () => this.showRules(),
      },
    );
    void this.offerContinue(this.panel);
  }

  /** The tutorial's lessons, the one left part-way first. */
  private async showTutorial(): Promise<void> {
    const store = browserKeyStore();
    const { progress, problem } = await readTutorial(store);
    this.panel?.remove();
    this.panel = tutorialPage(lessons(), progress, problem, {
      play: (lesson, resume) =>
        this.scene.start('Battle', lessonBattle(lesson, progress, resume ? progress.current : null)),
      back: () => this.showMenu(),
    });
  }

  /** The Rules panel over the menu (made on first use, removed with the scene). */
  private showRules(): void {
    if (!this.rules) {
      const rules = new RulesPanel();
      this.rules = rules;
      uiLayer().append(rules.root);
      this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
        rules.root.remove();
        this.rules = null;
      });
    }
    this.rules.open();
  }

  /** Put "Continue" at the top of `panel` when a match was left unfinished (or say why it cannot be continued). */
  private async offerContinue(panel: HTMLElement): Promise<void> {
    const store = browserKeyStore();
    const found = await readAutosave(store);
    if (this.panel !== panel || !panel.isConnected) return;
    const row = continueRow(
      found,
      { resume: (save, anyContent) => this.resume(save, anyContent), discard: () => clearAutosave(store) },
      new Date(),
    );
    if (row) panel.querySelector('.play')?.before(row);
    const history = await readHistory(store);
    if (this.panel !== panel || !panel.isConnected) return;
    const list = finishedList(
      history,
      {
        watch: (record) => this.watch(record),
        export: (record) => exportMatch(record),
        import: () => this.importMatch(),
      },
      new Date(),
      this.notice,
    );
    this.notice = null;
    panel.querySelector('.keys')?.before(list);
  }

  /** Watch `record` from its start (the replay bar: step, play, pause). */
  private watch(record: SavedMatch): void {
    const r = replayRecord(record, {
      board: boardOf(this.registry, record.setup.level),
      bus: true,
      commands: 0,
      anyContent: true,
    });
    if (!r.ok) return;
    this.scene.start('Battle', {
      setup: record.setup,
      seed: record.seed,
      speed: 2,
      resumed: r.match,
      watch: { record, playing: false },
    } satisfies BattleData);
  }

  /** What became of the last import, said once in the finished matches' section. */
  private notice: string | null = null;

  /**
   * Import a match file: a finished match joins the finished ones, an unfinished one becomes the match to continue
   * when none is waiting; the menu says what became of it, or why the file was refused (nothing kept is written
   * over).
   */
  private importMatch(): void {
    const say = (text: string) => {
      this.notice = text;
      this.showMenu();
    };
    chooseJsonFile((file) => {
      if ('reason' in file) return say(file.reason);
      let json: unknown;
      try {
        json = JSON.parse(file.text);
      } catch {
        return say('The file is not a match: it is not JSON.');
      }
      const read = parseMatchRecord(json, 'The file');
      if (!read.ok) return say(read.reason);
      void this.keepImported(read.record).then(say, () =>
        say('The match could not be kept: storage failed.'),
      );
    });
  }

  /** Keep an imported record: among the finished matches, or as the match to continue. */
  private async keepImported(record: SavedMatch): Promise<string> {
    const r = replayRecord(record, { anyContent: true });
    if (!r.ok) return `The match cannot be played back: ${r.reason}.`;
    const store = browserKeyStore();
    if (r.match.over) {
      await addToHistory(store, {
        endedAt: new Date().toISOString(),
        vp: { ...r.match.vp },
        winner: r.match.winner,
        record,
      });
      return 'Imported among the finished matches.';
    }
    if ((await readAutosave(store)).kind !== 'none')
      return 'Finish or discard your unfinished match first: importing this one would replace it.';
    const play = {
      speed: 1,
      ask: { willPoints: 'matters', commandPoints: 'matters' },
      difficulty: 'normal',
      difficulties: {},
      handOver: false,
    } as const;
    await writeAutosave(store, saveOf(r.match, play, new Date()));
    return 'Imported: Continue plays it on.';
  }

  /** Continue a saved match: replay its record, then the battle from where it stood; or why it cannot be. */
  private resume(save: MatchSave, anyContent: boolean): { reason: string; otherContent: boolean } | null {
    const { setup, seed } = save.record;
    let board: ReturnType<typeof boardOf>;
    try {
      board = boardOf(this.registry, setup.level);
    } catch (e) {
      return { reason: (e as Error).message, otherContent: false };
    }
    const r = replayRecord(save.record, { board, anyContent });
    if (!r.ok) return { reason: r.reason, otherContent: r.otherContent ?? false };
    const play = save.play;
    this.scene.start('Battle', {
      setup,
      seed,
      speed: play.speed,
      ask: play.ask,
      difficulty: play.difficulty,
      difficulties: play.difficulties,
      handOver: play.handOver,
      ...(play.campaign ? { campaign: true } : {}),
      // Replayed again by the battle, noting the turn's commands a person may still take back.
      resumed: r.match.commands,
    } satisfies BattleData);
    return null;
  }

  /** The scenario page in place of the menu panel; its match takes the seed, speed and questions of the options. */
  private showScenarios(settings: () => MenuSettings): void {
    this.panel?.remove();
    this.panel = scenarioPage({
      board: (level) => boardOf(this.registry, level),
      savedGangs: () =>
        loadSaved(typeof indexedDB === 'undefined' ? memoryRosterStore() : indexedDbRosterStore()),
      back: () => this.showMenu(),
      start: (setup, difficulties, handOver) => {
        const s = settings();
        this.scene.start('Battle', {
          setup,
          seed: s.seed,
          speed: s.speed,
          ask: s.ask,
          difficulties,
          handOver,
        });
      },
    });
  }

  /** The campaign page in place of the menu panel: the campaign under way, or the form that starts one. */
  private async showCampaign(notice: string | null = null): Promise<void> {
    const store = browserKeyStore();
    const found = await readCampaign(store);
    const saved =
      found.kind === 'none'
        ? ((
            await loadSaved(
              typeof indexedDB === 'undefined' ? memoryRosterStore() : indexedDbRosterStore(),
            ).catch(() => null)
          )?.rosters ?? [])
        : [];
    this.panel?.remove();
    this.panel = campaignPage(
      found,
      {
        begin: async (c) => {
          await writeCampaign(store, c);
          await this.showCampaign();
        },
        play: (c, attacks, picked) => {
          const setup = campaignSetup(c, ['human', 'ai'], attacks, picked);
          const url = pageOptions();
          this.scene.start('Battle', {
            setup,
            seed: url.seed ?? freshSeed(),
            speed: url.speed ?? 1,
            difficulty: c.difficulty,
            campaign: true,
          } satisfies BattleData);
        },
        abandon: async () => {
          await clearCampaign(store);
          await this.showCampaign();
        },
        export: (c) => exportJson(c, `carnevale-campaign-${new Date().toISOString().slice(0, 10)}.json`),
        import: () =>
          chooseJsonFile((file) => {
            if ('reason' in file) return void this.showCampaign(file.reason);
            void this.importCampaign(file.text).then((said) => this.showCampaign(said));
          }),
        back: () => this.showMenu(),
      },
      saved,
      notice,
    );
  }

  /** Keep a campaign file as the campaign under way, unless one is; what became of it, or why it was refused. */
  private async importCampaign(text: string): Promise<string> {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return 'The file is not a campaign: it is not JSON.';
    }
    const read = parseCampaign(json, 'The file');
    if (!read.ok) return read.reason;
    const store = browserKeyStore();
    if ((await readCampaign(store)).kind !== 'none')
      return 'Abandon the campaign under way first: importing this one would replace it.';
    await writeCampaign(store, read.campaign);
    return 'Campaign imported.';
  }

  /** The gang builder in place of the menu panel; its match uses the page's seed and speed like the menu's. */
  private showBuilder(): void {
    const url = pageOptions();
    this.panel?.remove();
    this.panel = builderPanel({
      back: () => this.showMenu(),
      play: (setup) =>
        this.scene.start('Battle', { setup, seed: url.seed ?? freshSeed(), speed: url.speed ?? 1 }),
    });
  }

  private backdrop: Phaser.GameObjects.Graphics | null = null;

  /** Night over the lagoon: sky, moon, a row of palazzi and a bell tower, their reflection in the water. */
  private drawBackdrop(): void {
    const { width: w, height: hgt } = this.scale;
    this.backdrop?.destroy();
    const g = this.add.graphics();
    this.backdrop = g;
    // Bands instead of a gradient fill, which the Canvas renderer does not draw.
    const bands = 12;
    for (let k = 0; k < bands; k++) {
      const sky = mix(0x14233a, 0x6a4a6e, k / (bands - 1));
      g.fillStyle(sky, 1).fillRect(0, (hgt * 0.66 * k) / bands, w, (hgt * 0.66) / bands + 1);
      const sea = mix(0x2a4a6a, 0x0b1624, k / (bands - 1));
      g.fillStyle(sea, 1).fillRect(0, hgt * 0.66 + (hgt * 0.34 * k) / bands, w, (hgt * 0.34) / bands + 1);
    }
    g.fillStyle(0xf3e6c4, 0.9).fillCircle(w * 0.78, hgt * 0.18, 34);
    const base = hgt * 0.66;
    let x = 0;
    let k = 0;
    while (x < w) {
      const bw = 60 + ((k * 37) % 70);
      const bh = 70 + ((k * 53) % 110);
      const tower = k % 7 === 3;
      const height = tower ? bh + 150 : bh;
      g.fillStyle(0x0c0f16, 1).fillRect(x, base - height, bw, height);
      if (tower) g.fillTriangle(x, base - height, x + bw, base - height, x + bw / 2, base - height - 50);
      g.fillStyle(0xe8b86a, 0.55);
      // A few lit windows, chosen by a fixed pattern so the skyline is the same every time.
      for (let row = 0; base - height + 18 + row * 26 < base - 14; row++) {
        for (let col = 0; x + 10 + col * 18 < x + bw - 12; col++) {
          if ((row * 7 + col * 3 + k) % 4 === 0)
            g.fillRect(x + 10 + col * 18, base - height + 18 + row * 26, 6, 10);
        }
      }
      g.fillStyle(0x0c0f16, 0.45).fillRect(x, base, bw, height * 0.5);
      x += bw + 4;
      k++;
    }
    g.setDepth(-10);
  }
}
